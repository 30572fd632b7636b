import { Drawer, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BigScreenRoute } from '../../render/bigScreen/BigScreenRoute';
import { useSessionStore } from '../../stores/sessionStore';
import { useSettingsStore } from '../../stores/settingsStore';
import { findRoutableItem } from '../menu/menuTree';
import { useProjectPermissions } from '../permission/useProjectPermissions';
import { COPYRIGHT } from '../platform';
import { TabBar } from '../tabs/TabBar';
import { useMultipage } from '../tabs/useMultipage';
import { useIsMobile } from './breakpoints';
import { GlobalHeader } from './GlobalHeader';
import { PageBreadcrumb } from './PageBreadcrumb';
import { SideMenu } from './SideMenu';
import { SiderLogo } from './SiderLogo';
import { useCurrentModule } from './useCurrentModule';
import { useSiderCollapsed } from './useSiderCollapsed';
import './mainLayout.css';

const SIDER_WIDTH = 208;
const SIDER_COLLAPSED_WIDTH = 80;
const DRAWER_WIDTH = 200;
const BIG_SCREEN_COMPONENT = 'bigScreen/';

/** The big screen (menu component `bigScreen/<id>`) the current path opens, if it opens one. */
function useBigScreenOfPath(): string | undefined {
  const { pathname } = useLocation();
  const menu = useSessionStore((state) => state.menu);
  const component = findRoutableItem(menu, pathname)?.component;
  return component?.startsWith(BIG_SCREEN_COMPONENT) ? component.slice(BIG_SCREEN_COMPONENT.length) : undefined;
}

/**
 * Signed-in layout of shell-spec §2: side menu (208/80, fixed or not, folded below 1088px) or top
 * menu, a 200px drawer instead on mobile (closed by choosing an entry), header (fixed or not), tab
 * bar in multi-page mode, breadcrumbs, content (min 1000px; Fixed width centred in the top-menu
 * layout), footer. A big screen of the user's menu is shown instead of all of it, full window.
 */
export function MainLayout() {
  const { layout, navTheme, fixedHeader, fixSiderbar, contentWidth } = useSettingsStore();
  const [collapsed, toggleSider] = useSiderCollapsed();
  const isMobile = useIsMobile();
  const multipage = useMultipage();
  const module = useCurrentModule();
  useProjectPermissions();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  const bigScreen = useBigScreenOfPath();
  if (bigScreen) return <BigScreenRoute dashboardId={bigScreen} />;

  const topMenu = layout === 'topmenu' && !isMobile;
  const sideMenu = !topMenu && !isMobile;
  const siderOffset = sideMenu && fixSiderbar ? (collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH) : 0;
  const layoutClass = [
    'shell-layout',
    topMenu ? 'shell-layout--topmenu' : 'shell-layout--sidemenu',
    isMobile && 'shell-layout--mobile',
    fixedHeader && 'shell-layout--fixed-header',
    topMenu && contentWidth === 'Fixed' && 'shell-layout--fixed-width',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Layout className={layoutClass} hasSider={sideMenu}>
      {isMobile && (
        <Drawer
          className={`shell-drawer shell-drawer--${navTheme}`}
          placement="left"
          width={DRAWER_WIDTH}
          open={drawerOpen}
          closable={false}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <SiderLogo collapsed={false} />
          <SideMenu module={module} collapsed={false} mode="inline" theme={navTheme} onChoose={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      {sideMenu && (
        <Layout.Sider
          className={`shell-sider shell-sider--${navTheme}${fixSiderbar ? ' shell-sider--fixed' : ''}`}
          theme={navTheme}
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsible
          collapsed={collapsed}
          trigger={null}
        >
          <SiderLogo collapsed={collapsed} />
          <SideMenu module={module} collapsed={collapsed} mode="inline" theme={navTheme} />
        </Layout.Sider>
      )}
      <Layout className="shell-main" style={{ marginLeft: siderOffset }}>
        <GlobalHeader
          className={topMenu ? `shell-header--top shell-header--${navTheme}` : ''}
          moduleTitle={module?.title}
          folded={isMobile ? !drawerOpen : collapsed}
          onToggle={() => (isMobile ? setDrawerOpen(!drawerOpen) : toggleSider())}
          topMenu={
            topMenu ? (
              <div className="shell-header__top-menu">
                <SiderLogo collapsed={false} />
                <SideMenu module={module} collapsed={false} mode="horizontal" theme={navTheme} />
              </div>
            ) : undefined
          }
        />
        {multipage && <TabBar />}
        <Layout.Content className="shell-content">
          <PageBreadcrumb />
          <Outlet />
        </Layout.Content>
        <Layout.Footer className="shell-footer">{COPYRIGHT}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
