/** The tables of the system.dict and system.dictItem screens, which the dictionary service reads. */
export const DICT_TABLE = 'sys_dict';
export const DICT_ITEM_TABLE = 'sys_dict_item';
/** `status` of an item users may choose (enable_status dictionary). */
export const ENABLED_STATUS = '1';

/** One option of a dictionary, as the API returns it. */
export interface DictItem {
  value: string;
  text: string;
  /** A disabled item: still the label of stored values, but not offered for new choices. */
  disabled?: boolean;
}
