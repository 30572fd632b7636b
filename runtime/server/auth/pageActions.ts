/**
 * The buttons of hand-made pages (catalogue entries with `page`), by page key. A page not listed
 * has only `list`; its permission codes are `<permission>:<action>`.
 */
const PAGE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  online: ['list', 'forceLogout'],
  permission: ['list', 'add', 'edit', 'delete'],
};

export function pageActions(page: string | undefined): readonly string[] {
  return (page && PAGE_ACTIONS[page]) || ['list'];
}
