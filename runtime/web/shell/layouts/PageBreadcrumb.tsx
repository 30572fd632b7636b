import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSessionStore } from '../../stores/sessionStore';
import { HOME_PATH, HOME_TITLE } from '../../stores/tabsStore';
import { menuTrail } from '../menu/menuTree';

/** Breadcrumbs of the page header: 首页, then the menu entries down to the current page. */
export function PageBreadcrumb() {
  const { pathname } = useLocation();
  const menu = useSessionStore((state) => state.menu);
  const trail = menuTrail(menu, pathname);
  if (pathname === HOME_PATH || trail.length === 0) return null;
  return (
    <Breadcrumb
      className="shell-breadcrumb"
      items={[{ title: <Link to={HOME_PATH}>{HOME_TITLE}</Link> }, ...trail.map((item) => ({ title: item.meta.title }))]}
    />
  );
}
