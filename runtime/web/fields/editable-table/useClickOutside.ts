import { useEffect } from 'react';

/** Pop-up layers of cell editors (dropdowns, pickers, popovers, the popup picker) count as inside the cell. */
const POPUP_LAYERS =
  '.ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .et-cell-popup, .report-popup-modal, .picker-modal, .ant-message, .ant-modal-confirm';

/**
 * Calls `onOutside` on a mouse press outside the element and outside editor pop-ups while
 * `active` (edit-on-click: the cell returns to display mode).
 */
export function useClickOutside(element: () => HTMLElement | null, active: boolean, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const listener = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || element()?.contains(target) || target.closest(POPUP_LAYERS)) return;
      onOutside();
    };
    document.addEventListener('mousedown', listener, true);
    return () => document.removeEventListener('mousedown', listener, true);
  }, [element, active, onOutside]);
}
