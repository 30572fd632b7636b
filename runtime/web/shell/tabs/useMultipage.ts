import { useSettingsStore } from '../../stores/settingsStore';
import { useIsMobile } from '../layouts/breakpoints';

/** Multi-tab mode: on unless switched off in 系统设置, and always off on mobile (shell-spec §2). */
export function useMultipage(): boolean {
  const multipage = useSettingsStore((state) => state.multipage);
  // Both hooks run on every render: React needs the same hooks in the same order each time.
  const mobile = useIsMobile();
  return multipage && !mobile;
}
