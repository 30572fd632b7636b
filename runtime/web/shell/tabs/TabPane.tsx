import { ConfigProvider } from 'antd';
import { useCallback, useRef, type ReactNode } from 'react';

interface TabPaneProps {
  fullPath: string;
  hidden: boolean;
  children: ReactNode;
}

/**
 * One open page of the content area. Its dialogs, drawers and drop-downs render inside the pane
 * instead of at the end of <body>, so when the route moves on (a tab, the back button, a typed
 * URL) they hide with their page, and come back with it when its tab is chosen again.
 */
export function TabPane({ fullPath, hidden, children }: TabPaneProps) {
  const pane = useRef<HTMLDivElement>(null);
  // antd asks before the pane is attached only for a popup open on the page's very first render.
  const popupContainer = useCallback(() => pane.current ?? document.body, []);
  return (
    <div ref={pane} data-page={fullPath} hidden={hidden}>
      <ConfigProvider getPopupContainer={popupContainer}>{children}</ConfigProvider>
    </div>
  );
}
