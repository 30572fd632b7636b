import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Page } from '../../../../core/http/envelope';
import type { DictItem } from '../../../render/dict/dict.types';
import { http } from '../../../http/client';
import { loadDict } from '../../../render/dict/loadDict';
import { toSelectOptions } from '../../select/toSelectOptions';
import type { TableColumn } from '../types';
import type { CellEditorProps } from './editor.types';

/** Search debounce of dictionary search inputs (widgets-spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Choices matching a keyword: users from `GET /sys/user/list` for sel_user (stored by `store`,
 * default username, shown by `text`, default realname), dictionary items otherwise.
 */
async function searchItems(column: TableColumn, keyword: string, items: DictItem[]): Promise<DictItem[]> {
  if (column.type === 'sel_user') {
    const store = column.config.store ?? 'username';
    const text = column.config.text ?? 'realname';
    const envelope = await http.get<Page<Record<string, unknown>>>('/sys/user/list', { pageNo: 1, pageSize: 20, ...(keyword ? { [text]: `*${keyword}*` } : {}) });
    return envelope.success ? envelope.result.records.map((user) => ({ value: String(user[store]), text: String(user[text]) })) : [];
  }
  const all = column.dictCode ? await loadDict(column.dictCode) : items;
  return all.filter((item) => item.text.includes(keyword)).slice(0, 50);
}

/** sel_user and sel_search_async: a select that searches the server 300 ms after typing stops. */
export function RemoteSelectEditor({ column, value, items, disabled, onChange, onBlur }: CellEditorProps) {
  const [options, setOptions] = useState<DictItem[]>(items);
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  useEffect(() => {
    const request = ++latest.current;
    const timer = setTimeout(() => {
      setLoading(true);
      searchItems(column, keyword, items)
        .then((found) => request === latest.current && setOptions(found))
        .catch(() => undefined)
        .finally(() => request === latest.current && setLoading(false));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [column, keyword, items]);
  const current = items.find((item) => item.value === value);
  const shown = current && !options.some((item) => item.value === current.value) ? [current, ...options] : options;
  return (
    <Select
      autoFocus
      defaultOpen
      showSearch
      allowClear
      filterOption={false}
      disabled={disabled}
      style={{ width: '100%' }}
      placeholder={column.config.placeholder ?? `请选择${column.title}`}
      notFoundContent={loading ? <Spin size="small" /> : keyword ? '未找到数据' : '请输入搜索内容'}
      options={toSelectOptions(shown)}
      value={(value as string | undefined) ?? undefined}
      onSearch={setKeyword}
      onChange={(next: string | undefined) => onChange(next ?? null)}
      onBlur={onBlur}
    />
  );
}
