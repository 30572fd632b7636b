import type { DepartKeyField, UserKeyField } from '../../../core/picker/picker.types';
import type { TableColumnConfig } from '../../../core/screen/tableColumn.types';
import { departSource, type DepartTextField } from '../depart-select/departSource';
import type { LabelSource } from '../picker/labelStore';
import { userSource, type UserTextField } from '../user-select/userSource';

/** How a sel_depart or sel_user column stores and shows its value. */
export type PickerCellConfig =
  { kind: 'depart'; store: DepartKeyField; text: DepartTextField; multi: boolean } | { kind: 'user'; store: UserKeyField; text: UserTextField; multi: boolean };

/** `fieldExtendJson` (upstream's JSON text of store, text and multiSelect); a malformed one is ignored. */
function extended(config: TableColumnConfig): { store?: unknown; text?: unknown; multiSelect?: unknown } {
  try {
    const parsed: unknown = config.fieldExtendJson ? JSON.parse(config.fieldExtendJson) : {};
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** One of the allowed names, accepting upstream's column spelling (`depart_name`), else the default. */
function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  const name = typeof value === 'string' ? value.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) : '';
  return (allowed as readonly string[]).includes(name) ? (name as T) : fallback;
}

/**
 * The picker settings of a picker cell: `store`, `text` and `multi` of the column, else of its
 * `fieldExtendJson`; users store username and show realname, departments store id and show the
 * name (widgets-spec §3). Null for other cell types.
 */
export function pickerCellConfig(type: string, config: TableColumnConfig): PickerCellConfig | null {
  const extra = extended(config);
  const store = config.store ?? extra.store;
  const text = config.text ?? extra.text;
  const multi = Boolean(config.multi ?? extra.multiSelect);
  if (type === 'sel_depart')
    return { kind: 'depart', store: oneOf(store, ['id', 'orgCode'], 'id'), text: oneOf(text, ['departName', 'orgCode'], 'departName'), multi };
  if (type === 'sel_user')
    return { kind: 'user', store: oneOf(store, ['username', 'id'], 'username'), text: oneOf(text, ['realname', 'username'], 'realname'), multi };
  return null;
}

/** Where a picker cell's names come from. */
export function pickerCellSource(config: PickerCellConfig): LabelSource {
  return config.kind === 'depart' ? departSource(config.store, config.text) : userSource(config.store, config.text);
}
