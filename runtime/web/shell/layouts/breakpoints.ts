import { useEffect, useState } from 'react';

/** The breakpoints of shell-spec §9: phones get the menu drawer, narrow windows a folded side menu. */
export const MOBILE_QUERY = '(max-width: 767.99px)';
export const NARROW_QUERY = '(max-width: 1087.99px)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function useMediaQuery(query: string): boolean {
  const [matched, setMatched] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setMatched(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matched;
}

/** Whether the window is phone-sized (side menu as a drawer, no tab bar). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Whether the window is narrower than 1088px (the side menu folds to 80px). */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

/** Phones in portrait (antd's xs): lists become cards and step dialogs take the whole width. */
export const PHONE_QUERY = '(max-width: 575.98px)';

/** Whether the window is narrower than 576px. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
