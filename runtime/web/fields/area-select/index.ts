import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { AreaSelect } from './AreaSelect';
import { AreaText } from './AreaText';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(AreaSelect, mapReadPretty(AreaText)),
  readPretty: AreaText,
  fieldProps: (field) => ({ placeholder: `请选择${field.title}` }),
});
