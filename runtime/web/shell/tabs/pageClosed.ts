/** Name of the window event a closed tab emits (shell-spec §4), so pages can drop their state. */
export const PAGE_CLOSED_EVENT = 'page-closed';

export interface PageClosedDetail {
  fullPath: string;
  componentName?: string;
}

export function emitPageClosed(detail: PageClosedDetail): void {
  window.dispatchEvent(new CustomEvent<PageClosedDetail>(PAGE_CLOSED_EVENT, { detail }));
}
