import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { IfcFileInput, IfcModelCell, IfcModelView } from './IfcViewer';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(IfcFileInput, mapReadPretty(IfcModelView)),
  readPretty: IfcModelView,
  cell: IfcModelCell,
  wide: true,
});
