import { useEffect, useState } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { failureMessage } from '../../http/failureMessage';
import type { FlowHistoryEntry } from '../../../core/flow/flow.types';
import type { FlowFetcher } from './flowFetcher';

export type FlowHistoryState = { status: 'loading' } | { status: 'ready'; entries: FlowHistoryEntry[] } | { status: 'failed'; message: string };

/** The 流程记录 of one record from {api}/flow/history, oldest first. */
export function useFlowHistory(screen: ScreenFile, fetcher: FlowFetcher, id: string): FlowHistoryState {
  const [state, setState] = useState<FlowHistoryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetcher.get<FlowHistoryEntry[]>(`${screen.api}/flow/history`, { id }).then(
      (envelope) => current && setState(envelope.success ? { status: 'ready', entries: envelope.result } : { status: 'failed', message: envelope.message }),
      (error: unknown) => current && setState({ status: 'failed', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [fetcher, screen.api, id]);
  return state;
}
