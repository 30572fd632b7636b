import { Alert, Button, Typography } from 'antd';
import { AccountLoginForm } from './AccountLoginForm';
import { bindThirdAndSignIn, type Credentials, type UnboundThird } from './signIn';

export interface ThirdBindPanelProps {
  unbound: UnboundThird;
  onSignedIn: () => void;
  /** Back to the ordinary login forms. */
  onCancel: () => void;
}

/**
 * An unbound third-party sign-in (该企业微信账号尚未绑定平台账号): 绑定已有账号 with the platform
 * account and password (the login's image code and lockout apply), then signs in. No account is
 * created here; someone without one asks the administrator.
 */
export function ThirdBindPanel({ unbound, onSignedIn, onCancel }: ThirdBindPanelProps) {
  const submit = (credentials: Credentials, checkKey: string) => bindThirdAndSignIn(unbound, credentials, checkKey);
  return (
    <div className="login-page__bind">
      <Alert
        type="warning"
        showIcon
        message={`该${unbound.title}账号尚未绑定平台账号`}
        description={`${unbound.title}账号「${unbound.thirdName}」还没有绑定平台账号。输入已有的平台账号和密码完成绑定，以后可直接用${unbound.title}登录；没有账号请联系管理员。`}
      />
      <Typography.Title level={5} className="login-page__bind-title">
        绑定已有账号
      </Typography.Title>
      <AccountLoginForm submit={submit} onSignedIn={onSignedIn} submitLabel="绑定并登录" />
      <Button type="link" block onClick={onCancel}>
        返回登录
      </Button>
    </div>
  );
}
