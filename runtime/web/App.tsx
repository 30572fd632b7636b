import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { RouterProvider } from 'react-router-dom';
import { FeedbackBridge } from './shell/feedback/FeedbackBridge';
import { appRouter } from './shell/router/appRouter';
import { useSettingsStore } from './stores/settingsStore';

dayjs.locale('zh-cn');

/** Locale, theme and the feedback bridge around the router. */
export function App() {
  const primaryColor = useSettingsStore((state) => state.primaryColor);
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: primaryColor, borderRadius: 4 } }}>
      <AntApp>
        <FeedbackBridge />
        <RouterProvider router={appRouter} />
      </AntApp>
    </ConfigProvider>
  );
}
