/** One chosen entry of a picker: the stored key and the name shown for it. */
export interface PickedItem {
  key: string;
  label: string;
}

/** What a picker's dialog gets from the field around it. */
export interface PickerModalProps {
  open: boolean;
  /** The keys stored now; the dialog starts with them chosen. */
  keys: string[];
  multi: boolean;
  onOk(items: PickedItem[]): void;
  onCancel(): void;
}

/** A column of a picker table (widgets-spec §3 Business picker config `columns`). */
export interface PickerColumn {
  title: string;
  dataIndex: string;
  width?: number | string;
  /** Dictionary code whose labels the cell shows. */
  dictCode?: string;
}

/** A query field above a picker table (widgets-spec §3 `queryConfig` items). */
export interface PickerQueryField {
  key: string;
  label: string;
  placeholder?: string;
  dictCode?: string;
  /** Sent as `*x*` (contains) rather than the exact value. */
  like?: boolean;
}

export type PickerRecord = Record<string, unknown>;
