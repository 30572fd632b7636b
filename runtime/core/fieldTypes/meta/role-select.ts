import type { FieldTypeMeta } from '../fieldTypeMeta.types';
import { pickerCommonProps } from './record-select';

export const meta: FieldTypeMeta = {
  name: 'RoleSelect',
  description: '角色选择：弹窗列出角色（名称、编码、类型），可按名称、编码查询；值为角色 id，多选时逗号分隔，显示角色名称。',
  propsSchema: { type: 'object', additionalProperties: false, properties: { ...pickerCommonProps } },
};
