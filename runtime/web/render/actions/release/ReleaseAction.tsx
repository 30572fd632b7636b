import { http } from '../../../http/client';
import { ConfirmedRequest } from '../ConfirmedRequest';
import type { RowActionProps } from '../rowAction.types';

/** send_status 已发布. */
const RELEASED = '1';

/** 发布 an announcement to its audience, or 撤销 a released one, after a confirmation. */
export function ReleaseAction({ screen, record, title, onDone }: RowActionProps) {
  const released = record.sendStatus === RELEASED;
  const path = released ? 'doReovkeData' : 'doReleaseData';
  return (
    <ConfirmedRequest
      label={released ? '撤销' : title}
      request={() => http.post(`${screen.api}/${path}?id=${encodeURIComponent(record.id)}`)}
      onDone={onDone}
    />
  );
}
