import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Hand-made pages of the catalogue (screens.json entries with `page`): the menu item's
 * component `page/<key>` renders the page registered here under `<key>`, loaded lazily.
 */
const HAND_MADE_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  online: lazy(() => import('./online/OnlineUsersPage').then((module) => ({ default: module.OnlineUsersPage }))),
  permission: lazy(() => import('./permission/PermissionPage').then((module) => ({ default: module.PermissionPage }))),
  monitorDisk: lazy(() => import('./monitor/DiskPage').then((module) => ({ default: module.DiskPage }))),
  monitorHttpTrace: lazy(() => import('./monitor/HttpTracePage').then((module) => ({ default: module.HttpTracePage }))),
  monitorRuntime: lazy(() => import('./monitor/RuntimePage').then((module) => ({ default: module.RuntimePage }))),
  monitorCache: lazy(() => import('./monitor/CachePage').then((module) => ({ default: module.CachePage }))),
  monitorServer: lazy(() => import('./monitor/ServerPage').then((module) => ({ default: module.ServerPage }))),
  // Its menu path is also a route outside the shell (appRouter), which a menu click opens.
  computeTool: lazy(() => import('./computeTool/ComputeToolPage').then((module) => ({ default: module.ComputeToolPage }))),
  computeToolIdentify: lazy(() => import('./computeTool/IdentifyPage').then((module) => ({ default: module.IdentifyPage }))),
  workerRoute: lazy(() => import('./workerRoute/WorkerRoutePage').then((module) => ({ default: module.WorkerRoutePage }))),
  monitorApp: lazy(() => import('./monitor/AppPage').then((module) => ({ default: module.AppPage }))),
};

export function handMadePage(key: string): LazyExoticComponent<ComponentType> | undefined {
  return HAND_MADE_PAGES[key];
}
