import { Input } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { MarkdownField, MarkdownView } from './MarkdownField';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: connect(MarkdownField, mapReadPretty(MarkdownView)),
  readPretty: MarkdownView,
  queryComponent: Input,
  wide: true,
  fieldProps: (field) => ({ placeholder: `请输入${field.title}` }),
});
