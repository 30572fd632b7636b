import { Popconfirm } from 'antd';
import type { Envelope } from '../../../core/http/envelope';
import { useEnvelopeReport } from './useEnvelopeReport';

export interface ConfirmedRequestProps {
  /** The link text, also used in the question 确定<label>吗?. */
  label: string;
  /** Sends the request once the user confirmed. */
  request(): Promise<Envelope<unknown>>;
  /** Called after a successful answer (reload the list). */
  onDone(): void;
}

/** A row link that asks 确定…吗?, sends one request, shows its answer and reloads on success. */
export function ConfirmedRequest({ label, request, onDone }: ConfirmedRequestProps) {
  const report = useEnvelopeReport();
  async function confirm(): Promise<void> {
    if (await report(request())) onDone();
  }
  return (
    <Popconfirm title={`确定${label}吗?`} okText="确定" cancelText="取消" onConfirm={confirm}>
      <a>{label}</a>
    </Popconfirm>
  );
}
