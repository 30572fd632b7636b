import { useEffect, useState } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import type { FlowCounts } from '../../../core/flow/flow.types';
import type { FlowFetcher } from './flowFetcher';
import { countParams } from './flowTabs';

/**
 * The quick-tab counts of a flow list from `{api}/flow/counts` under the list's filters, fetched
 * again when the filters change and whenever the list reloads (`reloads`). Null until answered
 * and after a failure (the tabs then show no numbers rather than wrong ones).
 */
export function useFlowCounts(
  screen: ScreenFile,
  fetcher: FlowFetcher,
  params: Record<string, string | number | boolean>,
  reloads: number,
  enabled: boolean,
): FlowCounts | null {
  const [counts, setCounts] = useState<FlowCounts | null>(null);
  const key = JSON.stringify(countParams(params));
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    fetcher.get<FlowCounts>(`${screen.api}/flow/counts`, JSON.parse(key) as object).then(
      (envelope) => current && setCounts(envelope.success ? envelope.result : null),
      () => current && setCounts(null),
    );
    return () => {
      current = false;
    };
  }, [fetcher, screen.api, key, reloads, enabled]);
  return counts;
}
