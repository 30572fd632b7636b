import { Select, Spin, type SelectProps } from 'antd';
import type { DictItem } from '../../render/dict/dict.types';
import { EMPTY_DICT_CODE_MESSAGE, SEARCH_HINT, SEARCH_NOT_FOUND } from '../../render/dict/dictMessages';
import { toSelectOptions } from '../select/toSelectOptions';
import { useDictLabels } from './useDictLabels';
import { PICKER_SEARCH_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, useDictSearch } from './useDictSearch';

export type SearchSelectProps = Omit<SelectProps<string>, 'options' | 'mode' | 'onSearch' | 'filterOption'> & {
  /** Dictionary code or table dictionary (`lab_team,team_name,id`), from the field's `x-dict`. */
  dictCode?: string;
  /** The picker variant: searches 800 ms after typing stops instead of 300 ms. */
  picker?: boolean;
};

/** The current value's option first when the search did not bring it, so the select shows its label. */
export function withCurrent(found: DictItem[], current: DictItem[]): DictItem[] {
  const missing = current.filter((item) => !found.some((option) => option.value === item.value));
  return [...missing, ...found];
}

/**
 * A select that searches a (possibly large) dictionary on the server as the user types
 * (`/sys/dict/loadDict/{code}?keyword`), showing the stored value by its label.
 */
export function SearchSelect({ dictCode, picker, value, ...selectProps }: SearchSelectProps) {
  const { options, keyword, loading, search } = useDictSearch(dictCode, picker ? PICKER_SEARCH_DEBOUNCE_MS : SEARCH_DEBOUNCE_MS);
  const current = useDictLabels(dictCode, value);
  if (!dictCode) return <span className="ant-form-text">{EMPTY_DICT_CODE_MESSAGE}</span>;
  return (
    <Select<string>
      allowClear
      style={{ width: '100%' }}
      {...selectProps}
      showSearch
      filterOption={false}
      value={value || undefined}
      onSearch={search}
      onOpenChange={(open) => open || search('')}
      notFoundContent={loading ? <Spin size="small" /> : keyword ? SEARCH_NOT_FOUND : SEARCH_HINT}
      options={toSelectOptions(withCurrent(options, current))}
    />
  );
}
