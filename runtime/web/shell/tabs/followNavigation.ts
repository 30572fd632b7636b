import type { Location } from 'react-router-dom';
import { useTabsStore, type PageTab } from '../../stores/tabsStore';
import { tabKey } from './tabKey';

/** What a route's tab shows: its title and keep-alive name, or undefined for a path the menu does not hold. */
export type TabOf = (pathname: string) => Pick<PageTab, 'title' | 'componentName'> | undefined;

/** The part of the data router followed: its state on every change (the app's hash router, a memory router in tests). */
export interface NavigationSource {
  subscribe(listener: (state: { location: Pick<Location, 'pathname' | 'search'> }) => void): () => void;
}

/** Opens (multi-tab mode) or shows only (single-page mode) the tab of `location`. */
export function openRouteTab(location: Pick<Location, 'pathname' | 'search'>, tabOf: TabOf, multipage: boolean): void {
  const page = tabOf(location.pathname);
  if (!page) return;
  const tab = { fullPath: tabKey(location.pathname, location.search), title: page.title, componentName: page.componentName };
  const store = useTabsStore.getState();
  if (multipage) store.open(tab);
  else store.showOnly(tab);
}

/**
 * Opens the tab of every location the router arrives at, as it arrives. The router renders a
 * navigation inside a React transition: one that is left before its page has rendered (a chunk or
 * its data still loading, the next click already there) is never committed, so a tab made from
 * the rendered page would be lost. Returns the unsubscribe function.
 */
export function followNavigation(router: NavigationSource, tabOf: () => TabOf, multipage: () => boolean): () => void {
  let last: string | null = null;
  return router.subscribe((state) => {
    const key = tabKey(state.location.pathname, state.location.search);
    if (key === last) return;
    last = key;
    openRouteTab(state.location, tabOf(), multipage());
  });
}
