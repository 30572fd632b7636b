import { Tabs } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { AccountLoginForm } from '../login/AccountLoginForm';
import { PhoneLoginForm } from '../login/PhoneLoginForm';
import { signIn } from '../login/signIn';
import { SubsystemLoginLayout } from '../login/SubsystemLoginLayout';

export const PIPE_INDEX_PATH = '/pipeManagement/index';

/** /pipeManagement/login: the platform sign-in (account or phone) that opens the pipe-management landing page. */
export function PipeLoginPage() {
  const navigate = useNavigate();
  const onSignedIn = useCallback(() => navigate(PIPE_INDEX_PATH, { replace: true }), [navigate]);
  return (
    <SubsystemLoginLayout title="管道管理系统">
      <Tabs
        centered
        destroyOnHidden
        items={[
          { key: 'account', label: '账号密码登录', children: <AccountLoginForm submit={signIn} onSignedIn={onSignedIn} /> },
          { key: 'phone', label: '手机号登录', children: <PhoneLoginForm onSignedIn={onSignedIn} /> },
        ]}
      />
    </SubsystemLoginLayout>
  );
}
