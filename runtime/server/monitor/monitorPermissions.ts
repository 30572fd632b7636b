/**
 * Permission codes of the 系统监控 pages: each page's catalogue entry has the prefix
 * `system:monitor:<page>`, seeded with its `:list` button; the page's endpoint requires it.
 */
export const MONITOR_PERMISSIONS = {
  disk: 'system:monitor:disk:list',
  httpTrace: 'system:monitor:httpTrace:list',
  runtime: 'system:monitor:runtime:list',
  cache: 'system:monitor:cache:list',
  server: 'system:monitor:server:list',
  app: 'system:monitor:app:list',
} as const;
