import { feedback } from '../shell/feedback/feedback';

/**
 * Saves a downloaded file through a temporary link. A JSON body instead of a file is the
 * server refusing (envelope with `success: false`): its message is shown and nothing is saved.
 */
export async function saveBlob(blob: Blob, fileName: string): Promise<void> {
  if (blob.type.includes('application/json')) {
    const envelope = JSON.parse(await blob.text()) as { message?: string };
    feedback().message.warning(envelope.message || '文件下载失败');
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
