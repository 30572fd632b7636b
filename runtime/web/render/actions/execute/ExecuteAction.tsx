import { http } from '../../../http/client';
import { ConfirmedRequest } from '../ConfirmedRequest';
import type { RowActionProps } from '../rowAction.types';

/** 立即执行: runs the job once now; its outcome appears in the run log. */
export function ExecuteAction({ screen, record, title, onDone }: RowActionProps) {
  return <ConfirmedRequest label={title} request={() => http.post(`${screen.api}/execute?id=${encodeURIComponent(record.id)}`)} onDone={onDone} />;
}
