import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shell/router/PageLoading';

const BigScreenPage = lazy(() => import('./BigScreenPage').then((module) => ({ default: module.BigScreenPage })));

/** A catalogue big screen (menu component `bigScreen/<id>`), shown instead of the shell, its page loaded on first use. */
export function BigScreenRoute({ dashboardId }: { dashboardId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <BigScreenPage key={dashboardId} dashboardId={dashboardId} />
    </Suspense>
  );
}
