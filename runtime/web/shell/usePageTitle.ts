import { useEffect } from 'react';
import { PLATFORM_NAME } from './platform';

/** Document title: `{page} - 智慧工地综合管理平台`, or the platform name alone (home). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PLATFORM_NAME}` : PLATFORM_NAME;
  }, [title]);
}
