import { Input } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { CodeEditorField, CodeView } from './CodeEditorField';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(CodeEditorField, mapReadPretty(CodeView)),
  readPretty: CodeView,
  queryComponent: Input,
  wide: true,
  fieldProps: (field) => ({ placeholder: `请输入${field.title}` }),
});
