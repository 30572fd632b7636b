import { useEffect, useRef } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import type { ListFetcher } from './useListPage';
import type { ListRecord } from './toTree';

/**
 * Opens the record a route names (`?open=<id>`, how a notice opens its record) once the list's
 * first page has loaded: the row on the page, else the record read through {api}/queryById. A
 * record the user may not see stays closed with the server's message.
 */
export function useOpenRecord(
  screen: ScreenFile,
  fetcher: ListFetcher,
  openId: string | undefined,
  page: { loading: boolean; records: ListRecord[] },
  onOpen: (record: ListRecord) => void,
  onRefused: (message: string) => void,
): void {
  const opened = useRef(false);
  useEffect(() => {
    if (!openId || opened.current || page.loading) return;
    opened.current = true;
    const onPage = page.records.find((record) => record.id === openId);
    if (onPage) return onOpen(onPage);
    fetcher.get<ListRecord>(`${screen.api}/queryById`, { id: openId }).then(
      (envelope) => (envelope.success && envelope.result ? onOpen(envelope.result) : onRefused(envelope.message)),
      () => undefined, // the http client has shown the error
    );
  }, [screen.api, fetcher, openId, page.loading, page.records, onOpen, onRefused]);
}
