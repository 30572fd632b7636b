import { useEffect, useState } from 'react';

/** The mobile breakpoint of shell-spec §9. */
export const MOBILE_QUERY = '(max-width: 767.99px)';

function matchesMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** Whether the window is phone-sized (side menu as a drawer, no tab bar). */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(matchesMobile);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
