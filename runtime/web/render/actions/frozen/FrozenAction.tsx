import { Popconfirm } from 'antd';
import { http } from '../../../http/client';
import type { RowActionProps } from '../rowAction.types';
import { useEnvelopeReport } from '../useEnvelopeReport';

const FROZEN = '2';
const ACTIVE = '1';

/** 冻结 a user (or 解冻 a frozen one) after a confirmation; a frozen user's sessions end at once. */
export function FrozenAction({ screen, record, title, onDone }: RowActionProps) {
  const report = useEnvelopeReport();
  const frozen = record.status === FROZEN;
  const label = frozen ? '解冻' : title;
  async function toggle(): Promise<void> {
    if (await report(http.post(`${screen.api}/frozenBatch`, { ids: record.id, status: frozen ? ACTIVE : FROZEN }))) onDone();
  }
  return (
    <Popconfirm title={`确定${label}吗?`} okText="确定" cancelText="取消" onConfirm={toggle}>
      <a>{label}</a>
    </Popconfirm>
  );
}
