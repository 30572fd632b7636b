import type { FieldTypeMeta } from '../fieldTypeMeta.types';

export const meta: FieldTypeMeta = {
  name: 'EditableTable',
  description:
    '可编辑表格（JVxeTable）：type 为 array 的明细字段默认使用；列来自 items.properties（列设置见 x-column），行存于 x-detail.table，与主表同一事务保存。点击单元格编辑，支持新增、插入、删除、拖动排序、上移下移、勾选、逐格校验、合计行和虚拟滚动。一次保存最多 10,000 行明细：带明细表的页面，新增和编辑请求的上限是 16 MB（其他页面 1 MB，超出时提示「请求数据过大」）。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      maxHeight: { type: 'number', description: '表格最大高度（像素）', default: 400 },
      rowNumber: { type: 'boolean', description: '显示行号', default: true },
      rowSelection: { type: 'boolean', description: '可勾选行', default: true },
      dragSort: { type: 'boolean', description: '可拖动排序（按 orderNum）', default: true },
      toolbar: { type: 'boolean', description: '显示工具栏', default: true },
      disabledButtons: {
        type: 'array',
        items: { type: 'string', enum: ['add', 'save', 'remove', 'clearSelection', 'collapse', 'batch_delete'] },
        description: '按授权排除的工具栏按钮（batch_delete 同时隐藏删除）',
      },
      stripTempIds: { type: 'boolean', description: '保存时去掉新增行的临时 id', default: false },
      socket: { type: 'boolean', description: '通过 vxeSocket 接收其他页面的行更新', default: true },
    },
  },
};
