import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { markChatEmbedding, OAUTH2_LOADING_MESSAGE } from '../../http/chatEmbedding';
import { WORKPLACE_PATH } from '../../shell/platform';
import { signInByThirdParty } from '../login/signIn';

/**
 * /oauth2-app/login: the enterprise-chat embedding signs in by itself. The chat app opens it
 * with `oauth2LoginToken` (or `code`) and `thirdType`; while the exchange runs it shows
 * 正在登录..., then the workplace opens. Without a code it explains where to open it.
 */
export function OAuth2LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('oauth2LoginToken') ?? searchParams.get('code') ?? '';
  const thirdType = searchParams.get('thirdType') ?? '';
  const [failure, setFailure] = useState<string | null>(code && thirdType ? null : '请从企业微信或钉钉的工作台打开本应用');
  const started = useRef(false);

  useEffect(() => {
    markChatEmbedding();
    if (!code || !thirdType || started.current) return;
    started.current = true;
    signInByThirdParty(code, thirdType)
      .then((outcome) => (outcome.ok ? navigate(WORKPLACE_PATH, { replace: true }) : setFailure(outcome.message)))
      .catch(() => setFailure('登录失败，请稍后重试'));
  }, [code, thirdType, navigate]);

  if (failure) return <Result status="warning" title="无法自动登录" subTitle={failure} />;
  return (
    <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip={OAUTH2_LOADING_MESSAGE}>
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
