import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { DepartSelect, DepartSelectText } from './DepartSelect';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(DepartSelect, mapReadPretty(DepartSelectText)),
  readPretty: DepartSelectText,
});
