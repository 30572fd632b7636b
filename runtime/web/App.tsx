import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { FeedbackBridge } from './shell/feedback/FeedbackBridge';
import { appRouter } from './shell/router/appRouter';
import { useSettingsStore } from './stores/settingsStore';

dayjs.locale('zh-cn');

/** The class that turns on colour-weak mode for the whole page. */
const COLOR_WEAK_CLASS = 'color-weak';

/** Locale, the user's theme (primary and link colour as antd tokens, colour-weak mode) and the feedback bridge around the router. */
export function App() {
  const primaryColor = useSettingsStore((state) => state.primaryColor);
  const colorWeak = useSettingsStore((state) => state.colorWeak);
  // antd derives links from colorInfo, not colorPrimary: links take the user's colour only when set as well.
  const theme = useMemo(() => ({ token: { colorPrimary: primaryColor, colorLink: primaryColor, borderRadius: 4 } }), [primaryColor]);
  useEffect(() => {
    document.documentElement.classList.toggle(COLOR_WEAK_CLASS, colorWeak);
  }, [colorWeak]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp>
        <FeedbackBridge />
        <RouterProvider router={appRouter} />
      </AntApp>
    </ConfigProvider>
  );
}
