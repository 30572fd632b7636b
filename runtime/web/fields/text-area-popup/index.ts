import { Input } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { PlainText } from '../PlainText';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { TextAreaPopup } from './TextAreaPopup';

registerFieldType({
  ...meta,
  component: connect(TextAreaPopup, mapReadPretty(PlainText)),
  queryComponent: Input,
  fieldProps: (field) => ({ placeholder: `请输入${field.title}`, title: field.title }),
});
