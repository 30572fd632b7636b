import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useSettingsStore } from '../../stores/settingsStore';
import { COPYRIGHT } from '../platform';
import { TabBar } from '../tabs/TabBar';
import { GlobalHeader } from './GlobalHeader';
import { SideMenu } from './SideMenu';
import { SiderLogo } from './SiderLogo';
import { useCurrentModule } from './useCurrentModule';
import './mainLayout.css';

/** Signed-in layout: collapsible dark sider (208/80), header, tab bar, content (min 1000px), footer. */
export function MainLayout() {
  const collapsed = useSettingsStore((state) => state.collapsed);
  const module = useCurrentModule();
  return (
    <Layout className="shell-layout">
      <Layout.Sider className="shell-sider" theme="dark" width={208} collapsedWidth={80} collapsible collapsed={collapsed} trigger={null}>
        <SiderLogo collapsed={collapsed} />
        <SideMenu module={module} collapsed={collapsed} />
      </Layout.Sider>
      <Layout className="shell-main" style={{ marginLeft: collapsed ? 80 : 208 }}>
        <GlobalHeader moduleTitle={module?.title} />
        <TabBar />
        <Layout.Content className="shell-content">
          <Outlet />
        </Layout.Content>
        <Layout.Footer className="shell-footer">{COPYRIGHT}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
