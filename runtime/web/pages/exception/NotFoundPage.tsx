import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { WORKPLACE_PATH } from '../../shell/platform';
import { usePageTitle } from '../../shell/usePageTitle';

/** /404 and every unknown route. */
export function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('404');
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在。"
      extra={
        <Button type="primary" onClick={() => navigate(WORKPLACE_PATH)}>
          返回工作台
        </Button>
      }
    />
  );
}
