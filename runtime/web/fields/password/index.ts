import { Password } from '@formily/antd-v5';
import { registerFieldType } from '../registry';
import { meta } from './meta';

registerFieldType({
  ...meta,
  component: Password,
  readPretty: () => '******',
  fieldProps: (field) => ({ placeholder: `请输入${field.title}`, autoComplete: 'new-password' }),
});
