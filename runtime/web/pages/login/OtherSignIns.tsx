import { Button, Divider, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { http } from '../../http/client';
import { ThirdTypeIcon } from '../../shell/thirdType/ThirdTypeIcon';

interface ThirdProvider {
  thirdType: string;
  title: string;
}

/**
 * 其他登录方式: one button per third-party sign-in the server has configured; a click goes to the
 * provider's authorization, which comes back to /user/login?from=third. Nothing shows when none is configured.
 */
export function OtherSignIns() {
  const [providers, setProviders] = useState<ThirdProvider[]>([]);

  useEffect(() => {
    let current = true;
    http
      .get<ThirdProvider[]>('/sys/thirdLogin/providers')
      .then((answer) => current && answer.success && setProviders(answer.result ?? []))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  if (providers.length === 0) return null;
  return (
    <div className="login-page__others">
      <Divider plain>其他登录方式</Divider>
      <div className="login-page__others-buttons">
        {providers.map(({ thirdType, title }) => (
          <Tooltip key={thirdType} title={`${title}登录`}>
            <Button
              shape="circle"
              size="large"
              aria-label={`${title}登录`}
              icon={<ThirdTypeIcon thirdType={thirdType} />}
              href={`/api/sys/thirdLogin/render/${encodeURIComponent(thirdType)}`}
            />
          </Tooltip>
        ))}
      </div>
    </div>
  );
}
