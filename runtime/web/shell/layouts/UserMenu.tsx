import { AreaChartOutlined, LogoutOutlined, SettingOutlined, SyncOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { fileUrl } from '../../../core/files/fileUrl';
import { ACCOUNT_CENTER_PATH, ACCOUNT_SETTINGS_PATH } from '../../pages/account/accountPaths';
import { useDepartSwitcher } from '../depart/useDepartSwitcher';
import { catalogue } from '../menu/catalogue';
import { feedback } from '../feedback/feedback';
import { maySeeClearCache, refreshDictCache } from '../header/refreshDictCache';
import { usePasswordChange } from '../password/usePasswordChange';
import { logout } from '../session/logout';
import { useSessionStore } from '../../stores/sessionStore';

function confirmLogout(): void {
  feedback().modal.confirm({
    title: '提示',
    content: '真的要注销登录吗 ?',
    okText: '确定',
    cancelText: '取消',
    onOk: () => logout(),
  });
}

/** The catalogue's personal pages (分析页): every signed-in user opens them from here, not from a module menu. */
const personalPages = catalogue.personal ?? [];

/** Avatar and name in the top bar: the personal pages (分析页), 个人中心, 个人设置, 切换部门, 修改密码, 清理缓存 (admin and root only) and 退出登录 (confirmed). */
export function UserMenu() {
  const userInfo = useSessionStore((state) => state.userInfo);
  const depart = useDepartSwitcher();
  const password = usePasswordChange();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...personalPages.map((page) => ({ key: page.path, icon: <AreaChartOutlined />, label: page.title })),
    { key: 'center', icon: <UserOutlined />, label: '个人中心' },
    { key: 'settings', icon: <SettingOutlined />, label: '个人设置' },
    { type: 'divider' },
    depart.menuItem,
    password.menuItem,
    ...(maySeeClearCache(userInfo) ? [{ key: 'clearCache', icon: <SyncOutlined />, label: '清理缓存' }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const actions: Record<string, () => void> = {
    center: () => void navigate(ACCOUNT_CENTER_PATH),
    settings: () => void navigate(ACCOUNT_SETTINGS_PATH),
    [depart.menuItem.key]: depart.open,
    [password.menuItem.key]: password.open,
    clearCache: () => void refreshDictCache(),
    logout: confirmLogout,
    ...Object.fromEntries(personalPages.map((page) => [page.path, () => void navigate(page.path)])),
  };
  return (
    <>
      <Dropdown placement="bottomRight" menu={{ items, onClick: ({ key }) => actions[key]?.() }}>
        <Space className="shell-header__action shell-header__user">
          <Avatar size="small" src={userInfo?.avatar ? fileUrl(userInfo.avatar) : undefined} icon={<UserOutlined />} />
          <span className="shell-header__user-name">{userInfo?.realname || userInfo?.username}</span>
        </Space>
      </Dropdown>
      {depart.dialog}
      {password.dialog}
    </>
  );
}
