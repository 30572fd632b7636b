import { Input } from '@formily/antd-v5';
import { registerFieldType } from '../registry';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: Input.TextArea,
  queryComponent: Input,
  wide: true,
  fieldProps: (field) => ({ placeholder: `请输入${field.title}`, rows: 3, ...(field.maxLength ? { maxLength: field.maxLength, showCount: true } : {}) }),
});
