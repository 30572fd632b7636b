import type { FieldTypeMeta, JsonSchema } from '../fieldTypeMeta.types';

/** Props of the user and worker pickers. */
export const userPickerProps: Record<string, JsonSchema> = {
  multi: { type: 'boolean', description: '多选' },
  placeholder: { type: 'string', description: '占位提示' },
  store: { type: 'string', enum: ['username', 'id'], description: '存储的字段', default: 'username' },
  text: { type: 'string', enum: ['realname', 'username'], description: '显示的字段', default: 'realname' },
};

export const meta: FieldTypeMeta = {
  name: 'UserSelect',
  description:
    '用户选择（按部门）：弹窗宽 1250，左侧部门树筛选，中间用户表格（按创建时间倒序，可按账号、姓名查询），右侧已选列表；默认存储 username、显示 realname，多选时逗号分隔。',
  propsSchema: { type: 'object', additionalProperties: false, properties: { ...userPickerProps, multi: { ...userPickerProps.multi, default: false } } },
};
