import type { MenuItem } from '../../../core/permission/permission.types';

/** Where choosing a menu entry leads: a new browser tab, or a route of this app. */
export type MenuTarget = { kind: 'external'; url: string } | { kind: 'route'; path: string };

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * External entries (internal/external flag, or an absolute URL as path) open their URL in a new
 * tab; iframe pages (an internal entry with `meta.url`) and every other page open by path.
 */
export function menuTarget(item: MenuItem): MenuTarget {
  const url = item.meta.url || (ABSOLUTE_URL.test(item.path) ? item.path : undefined);
  if (url && (item.meta.internalOrExternal || ABSOLUTE_URL.test(item.path))) return { kind: 'external', url };
  return { kind: 'route', path: item.path };
}

/** Follows a menu target: window.open for external links, `navigate` for routes. */
export function openMenuTarget(target: MenuTarget, navigate: (path: string) => void): void {
  if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
  else navigate(target.path);
}
