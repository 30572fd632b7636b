import { useSettingsStore } from '../../stores/settingsStore';
import { useIsMobile } from '../layouts/useIsMobile';

/** Multi-tab mode: on unless switched off in 系统设置, and always off on mobile (shell-spec §2). */
export function useMultipage(): boolean {
  const multipage = useSettingsStore((state) => state.multipage);
  return multipage && !useIsMobile();
}
