import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { CategorySelect } from './CategorySelect';
import { CategoryText } from './CategoryText';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(CategorySelect, mapReadPretty(CategoryText)),
  readPretty: CategoryText,
  fieldProps: (field) => ({ placeholder: `请选择${field.title}` }),
});
