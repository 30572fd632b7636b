import { lazy, Suspense } from 'react';
import { PageLoading } from './PageLoading';

/** The generic screen page, loaded on first use with the area chunk of its screen file. */
const ScreenPage = lazy(() => import('../../render/ScreenPage').then((module) => ({ default: module.ScreenPage })));

export function ScreenRoute({ screenId }: { screenId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <ScreenPage screenId={screenId} />
    </Suspense>
  );
}
