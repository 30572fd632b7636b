import { Alert, Modal, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { http } from '../../../http/client';
import type { RowActionProps } from '../rowAction.types';
import { useEnvelopeReport } from '../useEnvelopeReport';

/** The server's answer: the new key in clear text, which it does not keep. */
interface IssuedKey {
  key: string;
}

/**
 * 生成密钥: issues a new device key after a confirmation and shows it once; the previous key
 * stops working at once, so the device must be reconfigured.
 */
export function IssueKeyAction({ screen, record, title, onDone }: RowActionProps) {
  const report = useEnvelopeReport();
  const [key, setKey] = useState<string | null>(null);

  async function issue(): Promise<void> {
    const answer = http.post<IssuedKey>(`${screen.api}/issueKey?id=${encodeURIComponent(record.id)}`);
    if (!(await report(answer))) return;
    setKey((await answer).result.key);
    onDone();
  }

  return (
    <>
      <Popconfirm title={`确定${title}吗?`} description="生成后原密钥立即失效，设备需改用新密钥。" okText="确定" cancelText="取消" onConfirm={issue}>
        <a>{title}</a>
      </Popconfirm>
      <Modal
        title="设备密钥"
        open={key !== null}
        onOk={() => setKey(null)}
        onCancel={() => setKey(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="我已保存"
        destroyOnHidden
      >
        <Alert type="warning" showIcon message="密钥只显示这一次，请复制后配置到设备（请求头 X-Device-Key）。" style={{ marginBottom: 16 }} />
        <Typography.Paragraph className="device-key" copyable={{ text: key ?? '', tooltips: ['复制密钥', '已复制'] }} code style={{ wordBreak: 'break-all' }}>
          {key}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
