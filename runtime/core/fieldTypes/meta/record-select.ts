import type { FieldTypeMeta, JsonSchema } from '../fieldTypeMeta.types';

const column: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'dataIndex'],
  properties: {
    title: { type: 'string', description: '列标题' },
    dataIndex: { type: 'string', description: '字段名' },
    width: { type: ['number', 'string'], description: '列宽' },
    dictCode: { type: 'string', description: '按字典显示文本' },
  },
};

const queryItem: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'label'],
  properties: {
    key: { type: 'string', description: '查询参数名' },
    label: { type: 'string', description: '标签' },
    placeholder: { type: 'string', description: '占位提示' },
    dictCode: { type: 'string', description: '字典下拉查询' },
    like: { type: 'boolean', description: '模糊查询（以 *x* 发送）' },
  },
};

/** Props every picker accepts: single or multiple choice, placeholder and dialog title. */
export const pickerCommonProps: Record<string, JsonSchema> = {
  multi: { type: 'boolean', description: '多选', default: false },
  placeholder: { type: 'string', description: '占位提示' },
  title: { type: 'string', description: '弹窗标题' },
};

export const meta: FieldTypeMeta = {
  name: 'RecordSelect',
  description: '业务数据选择：弹窗（宽 900）内分页表格带查询条件，右侧为已选列表；值为 valueKey 字段的逗号分隔字符串，显示 displayKey。',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['listUrl', 'columns', 'valueKey', 'displayKey'],
    properties: {
      ...pickerCommonProps,
      listUrl: { type: 'string', description: '列表接口，如 /labour/team/list' },
      valueUrl: { type: 'string', description: '按值回显名称的接口（默认 listUrl）' },
      columns: { type: 'array', items: column, minItems: 1, description: '表格列' },
      valueKey: { type: 'string', description: '存储的字段' },
      displayKey: { type: 'string', description: '显示的字段' },
      rowKey: { type: 'string', description: '行主键', default: 'id' },
      queryConfig: { type: 'array', items: queryItem, description: '查询条件' },
      modalWidth: { type: 'integer', minimum: 300, description: '弹窗宽度', default: 900 },
    },
  },
};
