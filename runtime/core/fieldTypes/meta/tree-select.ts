import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'TreeSelect',
  description: '树形下拉：x-dict 为表字典 表名,文本字段,键字段（如 sys_depart,depart_name,id），展开节点时才加载子节点；值为键（多选时逗号分隔）。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      placeholder: { type: 'string', description: '占位提示' },
      pidField: { type: 'string', description: '父节点字段（列名）', default: 'pid' },
      hasChildField: { type: 'string', description: '是否有子节点的字段（列名，值 1 为有）；不填时由服务器判断' },
      pidValue: { type: 'string', description: '从该节点的子节点开始显示（默认显示根节点）' },
      condition: { type: 'string', description: '过滤条件，JSON 字符串，如 {"org_type":"1"}' },
      multiple: { type: 'boolean', description: '多选', default: false },
    },
  },
};
