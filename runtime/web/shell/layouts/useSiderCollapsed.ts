import { useEffect, useState } from 'react';
import { useSettingsStore } from '../../stores/settingsStore';
import { useIsNarrow } from './breakpoints';

/**
 * Whether the side menu is folded, and its toggle. On a wide window this is the user's stored
 * choice; a window narrower than 1088px folds it each time it gets that narrow (shell-spec §9),
 * and the toggle there opens it for the moment without changing the stored choice.
 */
export function useSiderCollapsed(): [collapsed: boolean, toggle: () => void] {
  const stored = useSettingsStore((state) => state.collapsed);
  const setStored = useSettingsStore((state) => state.setCollapsed);
  const narrow = useIsNarrow();
  const [narrowCollapsed, setNarrowCollapsed] = useState(true);
  useEffect(() => {
    if (narrow) setNarrowCollapsed(true);
  }, [narrow]);
  if (narrow) return [narrowCollapsed, () => setNarrowCollapsed(!narrowCollapsed)];
  return [stored, () => setStored(!stored)];
}
