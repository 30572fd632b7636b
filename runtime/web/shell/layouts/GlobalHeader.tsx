import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { ProjectPicker } from '../project/ProjectPicker';
import { headerTitle } from '../header/headerTitle';
import { isAdminUser, useSessionStore } from '../../stores/sessionStore';
import { useSettingsStore } from '../../stores/settingsStore';
import { UserMenu } from './UserMenu';

/** Top bar: sidebar toggle, welcome line with the module, project picker, user menu. */
export function GlobalHeader({ moduleTitle }: { moduleTitle: string | undefined }) {
  const { collapsed, setCollapsed } = useSettingsStore();
  const isAdmin = useSessionStore((state) => isAdminUser(state.userInfo));
  const Toggle = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header className="shell-header">
      <span className="shell-header__action shell-header__trigger" onClick={() => setCollapsed(!collapsed)}>
        <Toggle />
      </span>
      <span className="shell-header__title">{headerTitle(moduleTitle)}</span>
      <div className="shell-header__right">
        <ProjectPicker isAdmin={isAdmin} />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
