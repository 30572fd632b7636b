import { useEffect, useMemo, useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import type { PopupConfig, ReportColumns, ReportPage, ReportQueryItem, ReportRecord } from './popup.types';
import { prefilledQuery, rowKeyOf, selectionProblem, selfParams, sorterParams } from './popup.utils';
import { reportApi } from './reportApi';

/** Page sizes of the popup table (jeecg-contract §1.5). */
export const POPUP_PAGE_SIZES = [10, 20, 30];

interface ReportMeta {
  columns: ReportColumns;
  queryInfo: ReportQueryItem[];
}

/** Query values as request parameters: empty ones dropped. */
function queryParams(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/**
 * Headless state of the report popup while it is open: the report's columns and query items
 * (getRpColumns, then getQueryInfo by the returned id), the query form, paging, sorting, the data
 * of the current page (getData) and the selection, which survives paging.
 */
export function useReportTable(config: PopupConfig, open: boolean) {
  const { code, groupId, param, sorter, multi = false } = config;
  const paramKey = JSON.stringify(param ?? {});
  const [meta, setMeta] = useState<ReportMeta | null>(null);
  const [draft, setDraft] = useState<Record<string, string | undefined>>({});
  const [applied, setApplied] = useState<Record<string, string | undefined>>({});
  const [paging, setPaging] = useState({ current: 1, pageSize: POPUP_PAGE_SIZES[0] });
  const [sort, setSort] = useState(sorterParams(sorter));
  const [page, setPage] = useState<ReportPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<ReportRecord[]>([]);

  useEffect(() => {
    if (!open || !code) return;
    let live = true;
    (async () => {
      const columns = await reportApi.columns(code, groupId);
      if (!columns.success) return feedback().message.warning(columns.message);
      const queryInfo = await reportApi.queryInfo(columns.result.cgRpConfigId, groupId);
      if (!queryInfo.success) return feedback().message.warning(queryInfo.message);
      if (!live) return;
      const prefill = prefilledQuery(
        JSON.parse(paramKey) as Record<string, unknown>,
        queryInfo.result.map((item) => item.field),
      );
      setMeta({ columns: columns.result, queryInfo: queryInfo.result });
      setDraft(prefill);
      setApplied(prefill);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open, code, groupId, paramKey]);

  useEffect(() => {
    if (!open || !meta) return;
    let live = true;
    setLoading(true);
    const params = {
      ...selfParams(JSON.parse(paramKey) as Record<string, unknown>),
      ...queryParams(applied),
      ...sort,
      pageNo: paging.current,
      pageSize: paging.pageSize,
    };
    reportApi
      .data(meta.columns.cgRpConfigId, params, groupId)
      .then((answer) => {
        if (!live) return;
        if (!answer.success) feedback().message.warning(answer.message);
        setPage(answer.success ? answer.result : { records: [], total: 0 });
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, meta, applied, paging, sort, groupId, paramKey]);

  const selectedKeys = useMemo(() => selected.map(rowKeyOf), [selected]);

  return {
    meta,
    draft,
    page,
    loading,
    paging,
    selected,
    selectedKeys,
    multi,
    setDraftValue: (field: string, value: string | undefined) => setDraft((current) => ({ ...current, [field]: value })),
    search: () => {
      setApplied(draft);
      setPaging((current) => ({ ...current, current: 1 }));
    },
    reset: () => {
      setDraft({});
      setApplied({});
      setPaging((current) => ({ ...current, current: 1 }));
    },
    changePage: (current: number, pageSize: number) => setPaging({ current: pageSize === paging.pageSize ? current : 1, pageSize }),
    changeSort: (column: string | undefined, order: 'asc' | 'desc' | undefined) => setSort(column && order ? { column, order } : sorterParams(sorter)),
    /** A click on a row: single mode chooses it, multi mode toggles it. */
    toggle: (row: ReportRecord) => {
      const key = rowKeyOf(row);
      setSelected((current) => {
        if (!multi) return [row];
        return current.some((item) => rowKeyOf(item) === key) ? current.filter((item) => rowKeyOf(item) !== key) : [...current, row];
      });
    },
    /** The checkbox or radio column: the rows of this page that are ticked, rows of other pages kept. */
    selectOnPage: (rows: ReportRecord[]) => {
      const onPage = new Set(page.records.map(rowKeyOf));
      setSelected((current) => (multi ? [...current.filter((item) => !onPage.has(rowKeyOf(item))), ...rows] : rows.slice(-1)));
    },
    clearSelection: () => setSelected([]),
    /** The chosen rows, or null after telling the user why they cannot be confirmed. */
    confirm: (): ReportRecord[] | null => {
      const problem = selectionProblem(selected, multi);
      if (problem) {
        feedback().message.warning(problem);
        return null;
      }
      return selected;
    },
  };
}

export type ReportTable = ReturnType<typeof useReportTable>;
