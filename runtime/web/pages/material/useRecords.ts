import { useCallback, useEffect, useState } from 'react';
import { listRecords, type ApiRecord } from './materialApi';

interface Records {
  records: ApiRecord[];
  total: number;
  loading: boolean;
  reload(): void;
}

/**
 * One page of a CRUD list, loaded again when `params` change (compared as JSON) and on `reload`;
 * `api` null waits (e.g. until a project is chosen). A failed load leaves an empty list: the client
 * has already told the user why.
 */
export function useRecords(api: string | null, params: Record<string, string | number | undefined> = {}): Records {
  const key = JSON.stringify(params);
  const [state, setState] = useState<{ records: ApiRecord[]; total: number; loading: boolean }>({ records: [], total: 0, loading: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!api) {
      setState({ records: [], total: 0, loading: false });
      return undefined;
    }
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true }));
    listRecords(api, JSON.parse(key) as Record<string, string | number | undefined>)
      .then((page) => !cancelled && setState({ records: page.records, total: page.total, loading: false }))
      .catch(() => !cancelled && setState({ records: [], total: 0, loading: false }));
    return () => {
      cancelled = true;
    };
  }, [api, key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
