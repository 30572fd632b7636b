import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shell/router/PageLoading';

const SheetPage = lazy(() => import('./SheetPage').then((module) => ({ default: module.SheetPage })));

/** A catalogue sheet (menu component `sheet/<id>`), its page loaded on first use. */
export function SheetRoute({ sheetId }: { sheetId: string }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <SheetPage sheetId={sheetId} />
    </Suspense>
  );
}
