import { HomeOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MenuItem } from '../../../core/permission/permission.types';
import { isAdminUser, useSessionStore } from '../../stores/sessionStore';
import type { NavTheme } from '../../stores/settingsStore';
import { useLoginMenuStore } from '../menu/loginMenuStore';
import { accordionOpenKeys, collapseMenu, expandMenu, type MenuOpenState } from '../menu/menuOpenKeys';
import { menuTarget, openMenuTarget } from '../menu/menuTarget';
import { defaultOpenKeys, type MenuModule, sideMenuEntries } from '../menu/sideMenuEntries';
import { menuScreenIds } from '../menu/menuTree';
import { menuKey, pagesByKey, selectedMenuKey, toAntdMenuItems } from '../menu/toAntdMenuItems';
import { WORKPLACE_PATH } from '../platform';

const WORKPLACE_TITLE = '工作台';

interface SideMenuProps {
  module: MenuModule | undefined;
  collapsed: boolean;
  /** `horizontal` in the top-menu layout. */
  mode: 'inline' | 'horizontal';
  theme: NavTheme;
  /** Told the path and title of every entry chosen (the mobile drawer closes on it). */
  onChoose?(path: string, title: string): void;
}

/**
 * The menu of shell-spec §2: 工作台 plus the user's entries (see sideMenuEntries). Inline it is an
 * accordion whose open keys are put aside while collapsed and restored on expand; the selection
 * follows the route; external entries open in a new browser tab.
 */
export function SideMenu({ module, collapsed, mode, theme, onChoose }: SideMenuProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const permissionMenu = useSessionStore((state) => state.menu);
  const loginMenu = useLoginMenuStore((state) => state.menu);
  const isAdmin = useSessionStore((state) => isAdminUser(state.userInfo));
  const entries = useMemo(() => sideMenuEntries({ permissionMenu, loginMenu }, isAdmin, module), [permissionMenu, loginMenu, isAdmin, module]);
  const items = useMemo<MenuProps['items']>(
    () => [{ key: WORKPLACE_PATH, icon: <HomeOutlined />, label: WORKPLACE_TITLE }, ...toAntdMenuItems(entries)],
    [entries],
  );
  const pages = useMemo(() => pagesByKey(entries), [entries]);
  // The screens one click away: their files load while the user looks at the menu.
  // (The loader is imported lazily so the shell's own chunk stays as it is.)
  useEffect(() => {
    const screenIds = menuScreenIds(entries);
    if (screenIds.length > 0) void import('../../render/screenLoader').then(({ prefetchScreens }) => prefetchScreens(screenIds));
  }, [entries]);
  const rootKeys = useMemo(() => entries.map(menuKey), [entries]);

  const collapsedRef = useRef(collapsed);
  const [open, setOpen] = useState<MenuOpenState>(() => {
    const keys = defaultOpenKeys(entries, pathname, module?.key);
    return collapsed ? { openKeys: [], cachedOpenKeys: keys } : { openKeys: keys, cachedOpenKeys: [] };
  });
  useEffect(() => {
    if (collapsedRef.current === collapsed) return;
    collapsedRef.current = collapsed;
    setOpen((state) => (collapsed ? collapseMenu(state) : expandMenu(state)));
  }, [collapsed]);
  useEffect(() => {
    const keys = defaultOpenKeys(entries, pathname, module?.key);
    setOpen((state) => (collapsedRef.current ? { ...state, cachedOpenKeys: keys } : { ...state, openKeys: keys }));
  }, [entries, pathname, module?.key]);

  const choose = (key: string) => {
    const page: MenuItem | undefined = pages.get(key);
    if (key === WORKPLACE_PATH || !page) {
      navigate(WORKPLACE_PATH);
      onChoose?.(WORKPLACE_PATH, WORKPLACE_TITLE);
      return;
    }
    openMenuTarget(menuTarget(page), navigate);
    onChoose?.(page.path, page.meta.title);
  };

  const inline = mode === 'inline';
  return (
    <Menu
      className="shell-menu"
      theme={theme}
      mode={mode}
      items={items}
      selectedKeys={[selectedMenuKey(pages, pathname, search)]}
      {...(inline
        ? {
            openKeys: open.openKeys,
            onOpenChange: (keys: string[]) => setOpen((state) => ({ ...state, openKeys: accordionOpenKeys(state.openKeys, keys, rootKeys) })),
          }
        : {})}
      onClick={({ key }) => choose(key)}
    />
  );
}
