import { Input } from '@formily/antd-v5';
import { registerFieldType } from '../registry';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: Input,
  fieldProps: (field) => ({ placeholder: `请输入${field.title}`, allowClear: true }),
});
