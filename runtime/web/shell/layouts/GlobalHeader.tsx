import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout, Space } from 'antd';
import type { ReactNode } from 'react';
import { NoticeBell } from '../notice/NoticeBell';
import { ProjectPicker } from '../project/ProjectPicker';
import { headerTitle } from '../header/headerTitle';
import { MenuSearch } from '../search/MenuSearch';
import { SettingsButton } from '../settings/SettingsButton';
import { isAdminUser, useSessionStore } from '../../stores/sessionStore';
import { UserMenu } from './UserMenu';

interface GlobalHeaderProps {
  moduleTitle: string | undefined;
  /** Folds the side menu (or opens the mobile drawer). */
  onToggle(): void;
  folded: boolean;
  /** Top-menu layout: logo and the horizontal menu take the place of the toggle and title. */
  topMenu?: ReactNode;
  className?: string;
}

/** Top bar: sidebar toggle and welcome line (or the top menu), then the items on the right. */
export function GlobalHeader({ moduleTitle, onToggle, folded, topMenu, className = '' }: GlobalHeaderProps) {
  const isAdmin = useSessionStore((state) => isAdminUser(state.userInfo));
  const Toggle = folded ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header className={`shell-header ${className}`}>
      {topMenu ?? (
        <>
          <span className="shell-header__action shell-header__trigger" onClick={onToggle}>
            <Toggle />
          </span>
          <span className="shell-header__title">{headerTitle(moduleTitle)}</span>
        </>
      )}
      <Space className="shell-header__right" size={4}>
        <MenuSearch />
        <ProjectPicker isAdmin={isAdmin} />
        <SettingsButton />
        <NoticeBell />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
