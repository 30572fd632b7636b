import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space } from 'antd';
import { feedback } from '../feedback/feedback';
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

/** Avatar and name in the top bar, with 退出登录 (confirmed). */
export function UserMenu() {
  const userInfo = useSessionStore((state) => state.userInfo);
  return (
    <Dropdown
      placement="bottomRight"
      menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录' }], onClick: confirmLogout }}
    >
      <Space className="shell-header__action shell-header__user">
        <Avatar size="small" src={userInfo?.avatar || undefined} icon={<UserOutlined />} />
        <span>{userInfo?.realname || userInfo?.username}</span>
      </Space>
    </Dropdown>
  );
}
