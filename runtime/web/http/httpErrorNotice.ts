import axios, { type AxiosError } from 'axios';
import { feedback } from '../shell/feedback/feedback';
import { onTokenInvalid, onUnauthorized } from './sessionExpired';

const TIMEOUT = '网络超时';

const NOTICE_BY_STATUS: Record<number, string> = {
  403: '拒绝访问',
  404: '很抱歉，资源未找到!',
  504: TIMEOUT,
  426: '试用期已过，请联系管理员',
};

/** The server's message from a JSON body, also when the body came back as a Blob (downloads). */
async function serverMessage(data: unknown): Promise<string | undefined> {
  let body = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await data.text()) as unknown;
    } catch {
      return undefined;
    }
  }
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

function notify(description: string): void {
  feedback().notification.error({ message: '系统提示', description, duration: 4 });
}

/** Shows the notice of the error catalogue (shell-spec §8) for a failed call; cancels stay silent. */
export async function showHttpErrorNotice(error: unknown): Promise<void> {
  if (axios.isCancel(error) || !axios.isAxiosError(error)) return;
  const failure = error as AxiosError;
  if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT') return notify(TIMEOUT);
  const status = failure.response?.status;
  if (status === undefined) return notify('网络连接异常，请稍后再试');
  if (status === 401) return onUnauthorized();
  const message = await serverMessage(failure.response?.data);
  if (status === 500 && message?.includes('Token失效')) return onTokenInvalid();
  notify(NOTICE_BY_STATUS[status] ?? message ?? `请求失败（${status}）`);
}
