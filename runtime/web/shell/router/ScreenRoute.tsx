import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from './PageLoading';

type ScreenPageModule = typeof import('../../render/ScreenPage');

/** The page's module once it is loaded: rendered directly then, without a suspended first render and its fallback. */
let loadedScreenPage: ScreenPageModule | null = null;

const loadScreenPage = () => import('../../render/ScreenPage').then((module) => (loadedScreenPage = module));

/** The generic screen page, loaded on first use with the area chunk of its screen file. */
const LazyScreenPage = lazy(() => loadScreenPage().then((module) => ({ default: module.ScreenPage })));

/**
 * Fetches the generic screen page's chunk (shared by every module's screens) when the browser is
 * next idle, so opening the first screen waits for its small area chunk and its data, not for the
 * renderer. Loading twice costs nothing: the module is fetched and evaluated once.
 */
export function prefetchScreenPage(): void {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => void loadScreenPage());
}

/**
 * The query a screen opens with: the catalogue entry's preset list parameters (e.g. `flowTab=todo`),
 * then the URL's own, which win (a link may still ask for another tab or filter).
 */
export function openingSearch(preset: string, search: string): string {
  const merged = new URLSearchParams(preset);
  for (const [name, value] of new URLSearchParams(search)) merged.set(name, value);
  const text = merged.toString();
  return text ? `?${text}` : '';
}

/** A screen's route: the generic page, given the query string it opened with (URL filters, `?open=`) after the entry's preset. */
export function ScreenRoute({ screenId, preset = '' }: { screenId: string; preset?: string }) {
  const location = useLocation();
  // The query of the route the page opened on: a kept-alive tab must not follow later navigation.
  const [urlSearch] = useState(() => openingSearch(preset, location.search));
  // Chosen once: a component type changing between renders would remount the page.
  const [ScreenPage] = useState(() => loadedScreenPage?.ScreenPage ?? LazyScreenPage);
  return (
    <Suspense fallback={<PageLoading />}>
      <ScreenPage screenId={screenId} urlSearch={urlSearch} />
    </Suspense>
  );
}
