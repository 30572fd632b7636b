import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shell/router/PageLoading';

const DashboardPage = lazy(() => import('./DashboardPage').then((module) => ({ default: module.DashboardPage })));

/** A catalogue dashboard (menu component `dashboard/<id>`), its page loaded on first use. */
export function DashboardRoute({ dashboardId }: { dashboardId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <DashboardPage dashboardId={dashboardId} />
    </Suspense>
  );
}
