import { NumberPicker } from '@formily/antd-v5';
import { registerFieldType } from '../registry';
import { meta } from './meta';
import { NumberText } from './NumberText';

registerFieldType({
  ...meta,
  component: NumberPicker,
  readPretty: NumberText,
  fieldProps: (field) => ({
    placeholder: `请输入${field.title}`,
    style: { width: '100%' },
    ...(field.minimum !== undefined ? { min: field.minimum } : {}),
    ...(field.maximum !== undefined ? { max: field.maximum } : {}),
    ...(field.type === 'integer' ? { precision: 0 } : {}),
  }),
});
