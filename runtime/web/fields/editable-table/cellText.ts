import type { DictItem } from '../../render/dict/dict.types';
import { groupThousands } from '../input-number/groupThousands';
import type { TableColumn } from './types';

/** File names in a cell show at most 5 characters plus an ellipsis (widgets-spec §9). */
export function shortFileName(path: string): string {
  const name = path.split(',')[0].split('/').pop() ?? '';
  return name.length > 5 ? `${name.slice(0, 5)}…` : name;
}

/** Labels of a choice value, single or comma-joined, from the column's items. */
export function choiceLabel(items: readonly DictItem[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value)
    .split(',')
    .map((part) => items.find((item) => item.value === part)?.text ?? part)
    .join(',');
}

/**
 * The display text of a cell (widgets-spec §9): numbers with thousands separators, choices by
 * label, files by their short name, checkboxes as 是/否 of their custom values.
 */
export function cellText(column: TableColumn, value: unknown, items: readonly DictItem[]): string {
  if (value === undefined || value === null || value === '') return '';
  switch (column.type) {
    case 'inputNumber':
      return groupThousands(value);
    case 'select':
    case 'sel_search':
    case 'sel_search_async':
    case 'list_multi':
    case 'radio':
    case 'sel_depart':
    case 'sel_user':
      return choiceLabel(items, value);
    case 'file':
    case 'upload':
    case 'image':
      return shortFileName(String(value));
    default:
      return column.field.type === 'number' || column.field.type === 'integer' ? groupThousands(value) : String(value);
  }
}
