import { Input } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { RichTextField } from './RichTextField';
import { RichTextView } from './RichTextView';

registerFieldType({
  ...meta,
  component: connect(RichTextField, mapReadPretty(RichTextView)),
  readPretty: RichTextView,
  queryComponent: Input,
  wide: true,
  fieldProps: (field) => ({ placeholder: `请输入${field.title}` }),
});
