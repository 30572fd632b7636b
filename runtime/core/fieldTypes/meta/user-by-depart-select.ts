import type { FieldTypeMeta } from '../fieldTypeMeta.types';
import { userPickerProps } from './user-select';

export const meta: FieldTypeMeta = {
  name: 'UserByDepartSelect',
  description:
    '按部门选择用户：弹窗宽 1250，左侧部门树，点击部门后右侧列出该部门及其下级部门的用户（按创建时间倒序、分页，可按账号、姓名查询），右侧已选列表；默认单选，存储 username、显示 realname，多选时逗号分隔。',
  propsSchema: { type: 'object', additionalProperties: false, properties: { ...userPickerProps, multi: { ...userPickerProps.multi, default: false } } },
};
