import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { WORKPLACE_BACK_PATH } from '../../shell/platform';
import { usePageTitle } from '../../shell/usePageTitle';

/** The error pages of the shell and what each says. */
export const EXCEPTIONS = {
  403: '抱歉，您无权访问该页面。',
  404: '抱歉，您访问的页面不存在。',
  500: '抱歉，服务器出错了。',
} as const;

export type ExceptionStatus = keyof typeof EXCEPTIONS;

/** /403, /404 (also every unknown route) and /500: the status, its sentence and the way back to the workplace. */
export function ExceptionPage({ status }: { status: ExceptionStatus }) {
  const navigate = useNavigate();
  usePageTitle(String(status));
  return (
    <Result
      status={status}
      title={status}
      subTitle={EXCEPTIONS[status]}
      extra={
        <Button type="primary" onClick={() => navigate(WORKPLACE_BACK_PATH)}>
          返回工作台
        </Button>
      }
    />
  );
}
