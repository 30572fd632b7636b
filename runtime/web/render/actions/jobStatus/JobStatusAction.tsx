import { http } from '../../../http/client';
import { ConfirmedRequest } from '../ConfirmedRequest';
import type { RowActionProps } from '../rowAction.types';

/** Quartz status of a running job (dictionary quartz_status). */
const RUNNING = '0';

/** 启动 a stopped job or 停止 a running one, after a confirmation. */
export function JobStatusAction({ screen, record, onDone }: RowActionProps) {
  const running = record.status === RUNNING;
  return (
    <ConfirmedRequest
      label={running ? '停止' : '启动'}
      request={() => http.post(`${screen.api}/${running ? 'pause' : 'resume'}?id=${encodeURIComponent(record.id)}`)}
      onDone={onDone}
    />
  );
}
