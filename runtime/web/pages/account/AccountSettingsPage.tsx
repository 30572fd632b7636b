import { BellOutlined, PictureOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../shell/layouts/breakpoints';
import { loadProfile } from './accountApi';
import { AvatarSettings } from './AvatarSettings';
import { NoticeSwitches } from './NoticeSwitches';
import { ProfileForm } from './ProfileForm';
import { SecuritySettings } from './SecuritySettings';
import { useLoaded } from './useLoaded';
import './account.css';

/**
 * 个人设置 (/account/settings): 基本设置, 安全设置, 新消息通知 and 头像, tabs at the side on a
 * desktop and on top on a phone. There is no 账号绑定: third-party sign-in maps a provider's
 * answer straight to a username, so no binding is stored that could be shown or undone.
 */
export function AccountSettingsPage() {
  const isMobile = useIsMobile();
  const { data: profile, setData } = useLoaded(loadProfile);
  const tab = (key: string, icon: ReactNode, label: string, children: ReactNode) => ({ key, icon, label, children: profile ? children : <Skeleton active /> });
  return (
    <Card bordered={false} className="account-page account-settings">
      <Tabs
        tabPosition={isMobile ? 'top' : 'left'}
        items={[
          tab('basic', <UserOutlined />, '基本设置', profile && <ProfileForm profile={profile} onSaved={setData} />),
          tab('security', <SafetyOutlined />, '安全设置', profile && <SecuritySettings username={profile.username} />),
          tab('notice', <BellOutlined />, '新消息通知', <NoticeSwitches />),
          tab(
            'avatar',
            <PictureOutlined />,
            '头像',
            profile && <AvatarSettings avatar={profile.avatar} onSaved={(avatar) => setData({ ...profile, avatar })} />,
          ),
        ]}
      />
    </Card>
  );
}
