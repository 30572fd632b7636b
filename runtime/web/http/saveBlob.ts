import { feedback } from '../shell/feedback/feedback';
import { onTokenInvalid } from './sessionExpired';
import { envelopeMessage, TOKEN_INVALID_TEXT } from './tokenInvalid';

/**
 * Saves a downloaded file through a temporary link. A JSON body instead of a file is the
 * server refusing (envelope with `success: false`): a dead session opens the 登录已过期 modal,
 * any other message is shown, and nothing is saved.
 */
export async function saveBlob(blob: Blob, fileName: string): Promise<void> {
  if (blob.size === 0) {
    feedback().message.warning('文件下载失败');
    return;
  }
  if (blob.type.includes('application/json')) {
    const message = await envelopeMessage(blob);
    if (message?.includes(TOKEN_INVALID_TEXT)) return onTokenInvalid();
    feedback().message.warning(message || '文件下载失败');
    return;
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
