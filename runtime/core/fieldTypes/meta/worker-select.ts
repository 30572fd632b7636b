import type { FieldTypeMeta } from '../fieldTypeMeta.types';
import { userPickerProps } from './user-select';

export const meta: FieldTypeMeta = {
  name: 'WorkerSelect',
  description:
    '人员选择：弹窗宽 1200，用户列表（姓名、账号、手机号码、生日），可按账号、姓名查询，右侧已选列表；默认多选，存储 username、显示 realname，逗号分隔。',
  propsSchema: { type: 'object', additionalProperties: false, properties: { ...userPickerProps, multi: { ...userPickerProps.multi, default: true } } },
};
