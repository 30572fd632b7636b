import axios, { type AxiosError } from 'axios';
import { feedback } from '../shell/feedback/feedback';
import { reportDuplicate } from './duplicateRequests';
import { onTokenInvalid, onUnauthorized } from './sessionExpired';
import { envelopeMessage, TOKEN_INVALID_TEXT } from './tokenInvalid';

const TIMEOUT = '网络超时';

const NOTICE_BY_STATUS: Record<number, string> = {
  403: '拒绝访问',
  404: '很抱歉，资源未找到!',
  504: TIMEOUT,
  426: '试用期已过，请联系管理员',
};

function notify(description: string): void {
  feedback().notification.error({ message: '系统提示', description, duration: 4 });
}

/** Shows the notice of the error catalogue (shell-spec §8) for a failed call; other cancels stay silent. */
export async function showHttpErrorNotice(error: unknown): Promise<void> {
  if (reportDuplicate(error) || axios.isCancel(error) || !axios.isAxiosError(error)) return;
  const failure = error as AxiosError;
  if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT') return notify(TIMEOUT);
  const status = failure.response?.status;
  if (status === undefined) return notify('网络连接异常，请稍后再试');
  if (status === 401) return onUnauthorized();
  const message = await envelopeMessage(failure.response?.data);
  if (status === 500 && message?.includes(TOKEN_INVALID_TEXT)) return onTokenInvalid();
  notify(NOTICE_BY_STATUS[status] ?? message ?? `请求失败（${status}）`);
}
