import type { FieldTypeMeta } from '../fieldTypeMeta.types';
import { pickerCommonProps } from './record-select';

export const meta: FieldTypeMeta = {
  name: 'PositionSelect',
  description: '职务选择：弹窗列出职务（名称、编码、职级），可按名称、编码查询；值为职务编码，多选时逗号分隔，显示职务名称。',
  propsSchema: { type: 'object', additionalProperties: false, properties: { ...pickerCommonProps } },
};
