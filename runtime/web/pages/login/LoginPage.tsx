import { Spin, Tabs } from 'antd';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { WORKPLACE_PATH } from '../../shell/platform';
import { AccountLoginForm } from './AccountLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { OtherSignIns } from './OtherSignIns';
import { safeRedirect } from './safeRedirect';
import { signIn } from './signIn';
import { ThirdBindPanel } from './ThirdBindPanel';
import { useThirdPartyLogin } from './useThirdPartyLogin';
import './loginPage.css';

/** /user/login: 账号密码登录 and 手机号登录 tabs, links to register and recovery, and third-party login (其他登录方式, then by query, with 绑定已有账号 when unbound). */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const onSignedIn = useCallback(() => navigate(safeRedirect(redirect), { replace: true }), [navigate, redirect]);
  const onThirdSignedIn = useCallback(() => navigate(WORKPLACE_PATH, { replace: true }), [navigate]);
  const third = useThirdPartyLogin(onThirdSignedIn);

  if (third.unbound) return <ThirdBindPanel unbound={third.unbound} onSignedIn={onThirdSignedIn} onCancel={third.forgetUnbound} />;
  return (
    <Spin spinning={third.running} tip="正在登录...">
      <Tabs
        centered
        destroyOnHidden
        items={[
          { key: 'account', label: '账号密码登录', children: <AccountLoginForm submit={signIn} onSignedIn={onSignedIn} /> },
          { key: 'phone', label: '手机号登录', children: <PhoneLoginForm onSignedIn={onSignedIn} /> },
        ]}
      />
      <div className="login-page__links">
        <Link to="/user/alteration">忘记密码</Link>
        <Link to="/user/register">注册账户</Link>
      </div>
      <div className="login-page__tip">请使用管理员分配的账号登录</div>
      <OtherSignIns />
    </Spin>
  );
}
