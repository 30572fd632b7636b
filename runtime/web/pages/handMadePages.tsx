import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Hand-made pages of the catalogue (screens.json entries with `page`): the menu item's
 * component `page/<key>` renders the page registered here under `<key>`, loaded lazily.
 */
const HAND_MADE_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  online: lazy(() => import('./online/OnlineUsersPage').then((module) => ({ default: module.OnlineUsersPage }))),
};

export function handMadePage(key: string): LazyExoticComponent<ComponentType> | undefined {
  return HAND_MADE_PAGES[key];
}
