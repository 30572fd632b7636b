/** One dictionary entry as the client uses it: the stored value and its label. */
export interface DictItem {
  value: string;
  text: string;
  color?: string;
  disabled?: boolean;
}
