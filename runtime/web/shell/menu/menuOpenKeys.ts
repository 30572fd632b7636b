/**
 * Open submenus of the side menu (shell-spec §2, §4): an accordion at the root, and the keys
 * put aside while the menu is collapsed, to come back on expand.
 */
export interface MenuOpenState {
  openKeys: string[];
  /** What was open before collapsing. */
  cachedOpenKeys: string[];
}

/**
 * The open keys after antd reports `next`: opening a root submenu closes every other root (and
 * whatever was open inside them); opening or closing a nested one keeps the rest as reported.
 */
export function accordionOpenKeys(previous: readonly string[], next: readonly string[], rootKeys: readonly string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  return opened && rootKeys.includes(opened) ? [opened] : [...next];
}

/** Collapsing stores the open keys and clears them. */
export function collapseMenu(state: MenuOpenState): MenuOpenState {
  return { openKeys: [], cachedOpenKeys: state.openKeys };
}

/** Expanding restores the keys stored when collapsing. */
export function expandMenu(state: MenuOpenState): MenuOpenState {
  return { openKeys: state.cachedOpenKeys, cachedOpenKeys: [] };
}
