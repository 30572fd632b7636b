import type { PickerColumn, PickerQueryField } from '../picker/picker.types';

/** What a business record picker reads and stores (widgets-spec §3 Business picker config). */
export interface RecordPickerConfig {
  /** The list call, e.g. a screen's `/labour/team/list`. */
  listUrl: string;
  /** Where stored values are looked up for their names (default listUrl). */
  valueUrl?: string;
  columns: PickerColumn[];
  /** Field stored in the value. */
  valueKey: string;
  /** Field shown for a stored value. */
  displayKey: string;
  /** Field identifying a table row (default id). */
  rowKey?: string;
  queryConfig?: PickerQueryField[];
  /** Dialog title (default 请选择). */
  title?: string;
  /** Dialog width (default 900). */
  modalWidth?: number;
}

export interface RecordSelectProps extends RecordPickerConfig {
  value?: string;
  onChange?(value: string | undefined): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
}
