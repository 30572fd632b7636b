import { Select, Spin } from 'antd';
import { SEARCH_HINT, SEARCH_NOT_FOUND } from '../../../render/dict/dictMessages';
import { useDictLabels } from '../../search-select/useDictLabels';
import { useDictSearch } from '../../search-select/useDictSearch';
import { withCurrent } from '../../search-select/SearchSelect';
import { toSelectOptions } from '../../select/toSelectOptions';
import type { CellEditorProps } from './editor.types';

/**
 * sel_search_async: a cell select that searches the column's dictionary on the server
 * (`/sys/dict/loadDict/{dictCode}?keyword`) 300 ms after typing stops.
 */
export function DictSearchCellEditor({ column, value, disabled, onChange, onBlur }: CellEditorProps) {
  const { options, keyword, loading, search } = useDictSearch(column.dictCode);
  const current = useDictLabels(column.dictCode, value);
  return (
    <Select<string>
      autoFocus
      defaultOpen
      showSearch
      allowClear
      filterOption={false}
      disabled={disabled}
      style={{ width: '100%' }}
      placeholder={column.config.placeholder ?? `请选择${column.title}`}
      notFoundContent={loading ? <Spin size="small" /> : keyword ? SEARCH_NOT_FOUND : SEARCH_HINT}
      options={toSelectOptions(withCurrent(options, current))}
      value={(value as string | undefined) || undefined}
      onSearch={search}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
    />
  );
}
