import { App, Button, Empty, List, Popconfirm, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SelfThirdAccount } from '../../../core/account/account.types';
import { ThirdTypeIcon } from '../../shell/thirdType/ThirdTypeIcon';
import { authorizeThirdAccount, bindThirdAccount, loadThirdAccounts, Refusal, unbindThirdAccount } from './accountApi';
import { useLoaded } from './useLoaded';

/**
 * The provider's answer to 绑定 comes back here (`?tab=binding&thirdType&code&state`): it is sent
 * to the server once, then removed from the address so a reload does not send it again.
 */
function useReturnedAuthorization(onDone: () => Promise<void>): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { message } = App.useApp();
  const thirdType = searchParams.get('thirdType') ?? '';
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const sent = useRef('');

  useEffect(() => {
    if (!thirdType || !code || sent.current === code) return;
    sent.current = code;
    setSearchParams({ tab: 'binding' }, { replace: true });
    bindThirdAccount({ thirdType, code, state })
      .then(() => message.success('绑定成功'))
      .catch((error: unknown) => {
        if (error instanceof Refusal) message.warning(error.message);
      })
      .finally(() => void onDone());
  }, [thirdType, code, state, setSearchParams, message, onDone]);
}

/**
 * 账号绑定: one row per configured third-party sign-in, 已绑定 with the third-party name, bind
 * time and 解绑, or 未绑定 with 绑定 (the provider's authorization, returning here with its code).
 */
export function ThirdAccountBindings() {
  const { data, loading, reload } = useLoaded(loadThirdAccounts);
  const { message } = App.useApp();
  useReturnedAuthorization(reload);

  async function act(work: () => Promise<unknown>, done?: string): Promise<void> {
    try {
      await work();
      if (done) message.success(done);
    } catch (error) {
      if (error instanceof Refusal) message.warning(error.message);
    }
  }

  const bind = (row: SelfThirdAccount) =>
    act(async () => {
      window.location.assign((await authorizeThirdAccount(row.thirdType)).url);
    });
  const unbind = async (id: string) => {
    await act(() => unbindThirdAccount(id), '已解除绑定');
    await reload();
  };

  if (data && data.length === 0) return <Empty className="account-settings__pane" description="未配置第三方登录，请联系管理员" />;
  return (
    <List<SelfThirdAccount>
      className="account-settings__pane account-bindings"
      loading={loading}
      dataSource={data ?? []}
      renderItem={(row) => (
        <List.Item
          actions={[
            row.binding ? (
              <Popconfirm
                key="unbind"
                title={`确定解除与${row.title}的绑定吗？`}
                okText="确定"
                cancelText="取消"
                onConfirm={() => unbind(row.binding?.id ?? '')}
              >
                <Button type="link" danger>
                  解绑
                </Button>
              </Popconfirm>
            ) : (
              <Button key="bind" type="link" onClick={() => void bind(row)}>
                绑定
              </Button>
            ),
          ]}
        >
          <List.Item.Meta
            avatar={<ThirdTypeIcon thirdType={row.thirdType} className="account-settings__icon" />}
            title={
              <span>
                {row.title} {row.binding ? <Tag color="green">已绑定</Tag> : <Tag>未绑定</Tag>}
              </span>
            }
            description={row.binding ? `${row.binding.thirdName}，绑定于 ${row.binding.bindTime}` : `绑定后可直接用${row.title}登录`}
          />
        </List.Item>
      )}
    />
  );
}
