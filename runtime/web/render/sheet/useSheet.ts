import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import type { SheetFile, SheetGrid } from '../../../core/sheet/sheet.types';
import { http } from '../../http/client';
import { useProjectStore } from '../../stores/projectStore';

/** A field the sheet names, as the server describes it. */
export interface SheetField {
  title: string;
  dict: string | null;
}

/** The server's answer for a period: the declaration, its fields and the grid. */
export interface SheetAnswer {
  sheet: SheetFile;
  fields: Record<string, SheetField>;
  grid: SheetGrid;
}

/** The query of the page: the chosen month (a year sheet reads its year) and the chosen filter values. */
export interface SheetParams {
  month: string;
  filters: Record<string, string | undefined>;
}

/**
 * Query parameters of a request: the period — as `month` and `year` both, since the page asks
 * before it knows the sheet's span and the server reads the one its span needs — and the filters
 * that have a value.
 */
export function sheetQuery({ month, filters }: SheetParams): Record<string, string> {
  const chosen = Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return { month, year: month.slice(0, 4), ...Object.fromEntries(chosen) };
}

/**
 * State and calls of a sheet page (no UI): the month or year (this one at first) and filters, the
 * answer for them, reloaded when they or the project change, and the export of the same view.
 */
export function useSheet(sheetId: string) {
  const projectId = useProjectStore((state) => state.projectId);
  const [params, setParams] = useState<SheetParams>({ month: dayjs().format('YYYY-MM'), filters: {} });
  const [answer, setAnswer] = useState<SheetAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    http
      .get<SheetAnswer>(`/sheet/${sheetId}`, sheetQuery(params))
      .then((reply) => {
        if (!current) return;
        if (reply.success) {
          setAnswer(reply.result);
          setError(null);
        } else setError(reply.message);
      })
      .catch(() => current && setError('加载失败'))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [sheetId, params, projectId]);

  const exportXls = useCallback(
    () => http.download(`/sheet/${sheetId}/exportXls`, sheetQuery(params), `${answer?.sheet.title ?? '月度表'}_${answer?.grid.period ?? params.month}.xlsx`),
    [answer, params, sheetId],
  );
  return { params, setParams, answer, error, loading, exportXls };
}
