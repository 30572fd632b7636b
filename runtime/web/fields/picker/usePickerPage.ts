import { App } from 'antd';
import { useEffect, useState } from 'react';
import type { Page } from '../../../core/http/envelope';
import { http } from '../../http/client';
import type { PickerRecord } from './picker.types';

/** Picker tables page by 5, with 5, 10, 20 or 30 rows to choose from (widgets-spec §9). */
export const PICKER_PAGE_SIZE = 5;
export const PICKER_PAGE_SIZES = [5, 10, 20, 30];

export interface PickerPage {
  records: PickerRecord[];
  total: number;
  loading: boolean;
  pageNo: number;
  pageSize: number;
  setPage(pageNo: number, pageSize: number): void;
}

/**
 * One page of a picker's list call with the given query; a new query starts again at page 1.
 * A refused call shows the server's message as a warning (widgets-spec §8) and keeps the table.
 */
export function usePickerPage(listUrl: string, query: Record<string, unknown>): PickerPage {
  const { message } = App.useApp();
  // The query as text: the caller's object is new on every render, its content is what counts.
  const queryText = JSON.stringify(query);
  const queryKey = `${listUrl}?${queryText}`;
  // Paging belongs to one query: a new query starts again at page 1.
  const [paging, setPaging] = useState({ queryKey, pageNo: 1, pageSize: PICKER_PAGE_SIZE });
  const pageNo = paging.queryKey === queryKey ? paging.pageNo : 1;
  const { pageSize } = paging;
  const [answer, setAnswer] = useState<{ records: PickerRecord[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    http
      .get<Page<PickerRecord>>(listUrl, { ...(JSON.parse(queryText) as object), pageNo, pageSize })
      .then((envelope) => {
        if (!live) return;
        if (envelope.success) setAnswer({ records: envelope.result.records, total: envelope.result.total });
        else message.warning(envelope.message);
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [listUrl, queryText, pageNo, pageSize, message]);

  return {
    ...answer,
    loading,
    pageNo,
    pageSize,
    setPage: (nextPage, nextSize) => setPaging({ queryKey, pageNo: nextSize === pageSize ? nextPage : 1, pageSize: nextSize }),
  };
}
