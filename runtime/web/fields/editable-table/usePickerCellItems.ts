import { useMemo } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { splitCommaList } from '../multi-select/commaList';
import { labelOf, useLabels } from '../picker/labelStore';
import { pickerCellConfig, pickerCellSource } from './pickerCells';
import type { TableColumn, TableRow } from './types';

/**
 * The choice items of every column, with those of sel_depart and sel_user columns (that name no
 * dictionary) made of the names of the values in the rows, looked up by key on the server.
 */
export function usePickerCellItems(
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  items: ReadonlyMap<string, DictItem[]>,
): ReadonlyMap<string, DictItem[]> {
  const pickers = useMemo(
    () =>
      columns.flatMap((column) => {
        const config = column.dictCode || column.options ? null : pickerCellConfig(column.type, column.config);
        return config ? [{ key: column.key, source: pickerCellSource(config) }] : [];
      }),
    [columns],
  );
  const requests = useMemo(
    () => pickers.map((picker) => ({ source: picker.source, keys: [...new Set(rows.flatMap((row) => splitCommaList(row[picker.key])))] })),
    [pickers, rows],
  );
  const version = useLabels(requests);
  return useMemo(() => {
    if (pickers.length === 0) return items;
    const merged = new Map(items);
    requests.forEach((request, index) =>
      merged.set(
        pickers[index].key,
        request.keys.map((key) => ({ value: key, text: labelOf(request.source, key) })),
      ),
    );
    return merged;
    // `version` is read so the names are taken again when they arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, pickers, requests, version]);
}
