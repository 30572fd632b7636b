import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shell/router/PageLoading';

const LedgerPage = lazy(() => import('./LedgerPage').then((module) => ({ default: module.LedgerPage })));

/** A catalogue ledger (menu component `ledger/<entry id>`), its page loaded on first use. */
export function LedgerRoute({ entryId }: { entryId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LedgerPage entryId={entryId} />
    </Suspense>
  );
}
