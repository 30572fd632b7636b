import { HomeOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CatalogueModule } from '../../../core/screen/catalogue.types';
import { useSessionStore } from '../../stores/sessionStore';
import { moduleMenu } from '../menu/moduleMenu';
import { visibleMenu } from '../menu/menuTree';
import { menuKey, openKeysFor, toAntdMenuItems } from '../menu/toAntdMenuItems';
import { WORKPLACE_PATH } from '../platform';

/**
 * The dark side menu: 工作台 plus the current module's groups (the whole menu before a module
 * is chosen). Accordion: one root submenu open; the selection follows the route. Open keys are
 * left to antd while collapsed, so they come back on expand.
 */
export function SideMenu({ module, collapsed }: { module: CatalogueModule | undefined; collapsed: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useSessionStore((state) => state.menu);
  const entries = useMemo(() => {
    const visible = visibleMenu(menu).filter((item) => item.path !== WORKPLACE_PATH);
    return module ? moduleMenu(visible, module.key, module.title) : visible;
  }, [menu, module]);
  const items = useMemo<MenuProps['items']>(
    () => [{ key: WORKPLACE_PATH, icon: <HomeOutlined />, label: '工作台' }, ...toAntdMenuItems(entries)],
    [entries],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(entries, pathname));
  useEffect(() => setOpenKeys(openKeysFor(entries, pathname)), [entries, pathname]);

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    const isRoot = entries.some((entry) => menuKey(entry) === opened);
    setOpenKeys(opened && isRoot ? [opened] : keys);
  };

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => navigate(key)}
    />
  );
}
