import { fieldTypeOf } from '../../../core/screen/fieldType';
import type { FieldSchema } from '../../../core/screen/screen.types';
import type { CellType, TableColumnConfig } from '../../../core/screen/tableColumn.types';
import { ruledColumns } from '../../../core/validation/detailRows';
import type { TableColumn } from './types';

/** The cell type a column renders with: its `x-column.type`, else one implied by the property. */
export function cellTypeOf(field: FieldSchema): CellType {
  const configured = field['x-column']?.type;
  if (configured) return configured;
  if (field['x-column']?.multi) return 'list_multi';
  switch (fieldTypeOf(field)) {
    case 'Select':
      return 'select';
    case 'MultiSelect':
      return 'list_multi';
    case 'DatePicker':
      return 'date';
    case 'DateTimePicker':
      return 'datetime';
    case 'TimePicker':
      return 'time';
    case 'InputNumber':
      return 'inputNumber';
    case 'Switch':
      return 'checkbox';
    case 'TextArea':
      return 'textarea';
    case 'TextAreaPopup':
      return 'input_pop';
    default:
      return 'input';
  }
}

const DEFAULT_WIDTHS: Partial<Record<CellType, number>> = { datetime: 200, sel_user: 220, sel_depart: 160 };
const MIN_WIDTHS: Partial<Record<CellType, number>> = { date: 135, datetime: 190, sel_user: 190, sel_depart: 190 };
const DEFAULT_WIDTH = 120;

/**
 * Column width of widgets-spec §9: the configured width (a number, or `NNpx`), else datetime 200,
 * user selector 220, department selector 160, otherwise 120; never below the type's minimum
 * (date 135, datetime and the user and department selectors 190).
 */
export function columnWidth(type: CellType, config: TableColumnConfig): number {
  const configured = typeof config.width === 'number' ? config.width : Number.parseInt(String(config.width ?? ''), 10);
  const width = Number.isFinite(configured) ? configured : (DEFAULT_WIDTHS[type] ?? DEFAULT_WIDTH);
  return Math.max(width, config.minWidth ?? 0, MIN_WIDTHS[type] ?? 0);
}

/** The columns of a detail property, resolved once per property. */
export function tableColumns(detail: FieldSchema): TableColumn[] {
  const required = new Set(detail.items?.required ?? []);
  return ruledColumns(detail).map((ruled) => {
    const config = ruled.field['x-column'] ?? {};
    const type = cellTypeOf(ruled.field);
    const options = config.options?.map((option) => ({ value: option.value, text: option.text ?? option.title ?? option.value }));
    const enumOptions = ruled.field.enum?.map((value) => ({ value: String(value), text: String(value) }));
    return {
      ...ruled,
      type,
      config,
      width: columnWidth(type, config),
      required: required.has(ruled.key) || ruled.rules.some((rule) => rule.required),
      dictCode: config.dictCode ?? config.dict ?? ruled.field['x-dict'],
      options: options ?? enumOptions,
      readOnly: Boolean(config.disabled || config.product || config.difference),
    };
  });
}
