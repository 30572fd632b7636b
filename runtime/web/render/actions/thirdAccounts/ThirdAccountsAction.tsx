import { Button, Empty, List, Modal, Popconfirm } from 'antd';
import { useCallback, useState } from 'react';
import { http } from '../../../http/client';
import { ThirdTypeIcon } from '../../../shell/thirdType/ThirdTypeIcon';
import type { RowActionProps } from '../rowAction.types';
import { useEnvelopeReport } from '../useEnvelopeReport';
import './thirdAccountsAction.css';

interface Binding {
  id: string;
  thirdType: string;
  thirdName: string;
  bindTime: string;
}

/** Titles of the configured providers; a binding of a provider no longer configured shows its type. */
async function providerTitles(): Promise<Map<string, string>> {
  const answer = await http.get<{ thirdType: string; title: string }[]>('/sys/thirdLogin/providers');
  return new Map((answer.result ?? []).map(({ thirdType, title }) => [thirdType, title]));
}

/** 第三方账号: the user's third-party bindings, each with 解绑 (the identity can then be bound to another account). */
export function ThirdAccountsAction({ screen, record, title }: RowActionProps) {
  const [open, setOpen] = useState(false);
  const [bindings, setBindings] = useState<Binding[] | null>(null);
  const [titles, setTitles] = useState<Map<string, string>>(new Map());
  const report = useEnvelopeReport();
  const userId = String(record.id ?? '');

  const load = useCallback(async () => {
    const [answer, known] = await Promise.all([http.get<Binding[]>(`${screen.api}/thirdAccounts`, { userId }), providerTitles()]);
    setTitles(known);
    setBindings(answer.success ? answer.result : []);
  }, [screen.api, userId]);

  function show(): void {
    setOpen(true);
    setBindings(null);
    void load();
  }

  async function unbind(id: string): Promise<void> {
    if (await report(http.post(`${screen.api}/thirdAccounts/unbind`, { id }))) await load();
  }

  return (
    <>
      <a onClick={show}>{title}</a>
      <Modal title={`${title} - ${String(record.realname ?? record.username ?? '')}`} open={open} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {bindings && bindings.length === 0 ? (
          <Empty description="该用户未绑定第三方账号" />
        ) : (
          <List<Binding>
            className="third-accounts-action"
            loading={bindings === null}
            dataSource={bindings ?? []}
            renderItem={(binding) => {
              const provider = titles.get(binding.thirdType) ?? binding.thirdType;
              return (
                <List.Item
                  actions={[
                    <Popconfirm
                      key="unbind"
                      title={`确定解除该用户与${provider}的绑定吗？`}
                      okText="确定"
                      cancelText="取消"
                      onConfirm={() => unbind(binding.id)}
                    >
                      <Button type="link" danger>
                        解绑
                      </Button>
                    </Popconfirm>,
                  ]}
                >
                  <List.Item.Meta
                    avatar={<ThirdTypeIcon thirdType={binding.thirdType} className="third-accounts-action__icon" />}
                    title={provider}
                    description={`${binding.thirdName}，绑定于 ${binding.bindTime}`}
                  />
                </List.Item>
              );
            }}
          />
        )}
      </Modal>
    </>
  );
}
