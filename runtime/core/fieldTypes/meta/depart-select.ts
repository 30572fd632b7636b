import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'DepartSelect',
  description:
    '部门选择：只读输入框（可清空），点击打开部门树弹窗（宽 500，可全屏），输入部门名称回车搜索并高亮；单选或多选，多选时父子可独立或联动；值为部门 id（或 customReturnField 指定的 orgCode），多选时逗号分隔，显示部门名称。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      multi: { type: 'boolean', description: '多选', default: false },
      placeholder: { type: 'string', description: '占位提示' },
      customReturnField: { type: 'string', enum: ['id', 'orgCode'], description: '存储的字段', default: 'id' },
      text: { type: 'string', enum: ['departName', 'orgCode'], description: '显示的字段', default: 'departName' },
      checkStrictly: { type: 'boolean', description: '多选时父子独立（false 为联动）', default: true },
      modalWidth: { type: 'integer', minimum: 300, description: '弹窗宽度', default: 500 },
      rootOpened: { type: 'boolean', description: '默认展开第一级', default: true },
    },
  },
};
