import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** /user/register-result: the account exists; sign in with it. */
export function RegisterResultPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username') ?? '';
  return (
    <Result
      status="success"
      title={`你的账户：${username} 注册成功`}
      subTitle="请使用新账户登录；业务功能需由管理员分配角色后使用。"
      extra={
        <Button type="primary" size="large" onClick={() => navigate('/user/login', { replace: true })}>
          登录
        </Button>
      }
    />
  );
}
