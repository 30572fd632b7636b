import { BellOutlined, LinkOutlined, PictureOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIsMobile } from '../../shell/layouts/breakpoints';
import { loadProfile } from './accountApi';
import { AvatarSettings } from './AvatarSettings';
import { NoticeSwitches } from './NoticeSwitches';
import { ProfileForm } from './ProfileForm';
import { SecuritySettings } from './SecuritySettings';
import { ThirdAccountBindings } from './ThirdAccountBindings';
import { useLoaded } from './useLoaded';
import './account.css';

/**
 * 个人设置 (/account/settings): 基本设置, 安全设置, 新消息通知, 头像 and 账号绑定, tabs at the side
 * on a desktop and on top on a phone; `?tab=<key>` opens one (a provider returns to `binding`).
 */
export function AccountSettingsPage() {
  const isMobile = useIsMobile();
  const [searchParams] = useSearchParams();
  const { data: profile, setData } = useLoaded(loadProfile);
  const tab = (key: string, icon: ReactNode, label: string, children: ReactNode) => ({ key, icon, label, children: profile ? children : <Skeleton active /> });
  return (
    <Card bordered={false} className="account-page account-settings">
      <Tabs
        tabPosition={isMobile ? 'top' : 'left'}
        defaultActiveKey={searchParams.get('tab') ?? undefined}
        items={[
          tab('basic', <UserOutlined />, '基本设置', profile && <ProfileForm profile={profile} onSaved={setData} />),
          tab('security', <SafetyOutlined />, '安全设置', profile && <SecuritySettings profile={profile} onSaved={setData} />),
          tab('notice', <BellOutlined />, '新消息通知', <NoticeSwitches />),
          tab(
            'avatar',
            <PictureOutlined />,
            '头像',
            profile && <AvatarSettings avatar={profile.avatar} onSaved={(avatar) => setData({ ...profile, avatar })} />,
          ),
          tab('binding', <LinkOutlined />, '账号绑定', <ThirdAccountBindings />),
        ]}
      />
    </Card>
  );
}
