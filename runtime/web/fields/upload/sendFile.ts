import type { Envelope } from '../../../core/http/envelope';
import { http } from '../../http/client';

/** Files above this size go through the chunked upload (the server's single-request limit). */
export const CHUNKED_ABOVE_BYTES = 50 * 1024 * 1024;

export interface SendOptions {
  biz: string;
  onProgress(percent: number): void;
  signal?: AbortSignal;
}

async function sendInChunks(file: File, { biz, onProgress, signal }: SendOptions): Promise<Envelope<unknown>> {
  const task = await http.post<{ taskId: string; chunkSize: number; chunkCount: number }>('/partUpload/createTask', {
    fileName: file.name,
    fileSize: file.size,
    biz,
  });
  if (!task.success) return task;
  const { taskId, chunkSize, chunkCount } = task.result;
  try {
    for (let index = 0; index < chunkCount; index += 1) {
      const form = new FormData();
      form.append('taskId', taskId);
      form.append('index', String(index));
      form.append('file', file.slice(index * chunkSize, (index + 1) * chunkSize), 'part');
      const sent = await http.upload('/partUpload/init', form, {
        signal,
        onProgress: (percent) => onProgress(Math.floor(((index + percent / 100) / chunkCount) * 99)),
      });
      if (!sent.success) return sent;
    }
    return await http.post('/partUpload/merge', { taskId });
  } catch (error) {
    await http.get('/partUpload/cancel', { taskId }).catch(() => undefined);
    throw error;
  }
}

/**
 * Uploads one file to /sys/common/upload (multipart `file` + `biz`), or through the chunked
 * upload when it is larger than the single-request limit, reporting progress in percent.
 * Resolves with the server's envelope (`message` is the stored path on success).
 */
export function sendFile(file: File, options: SendOptions): Promise<Envelope<unknown>> {
  if (file.size > CHUNKED_ABOVE_BYTES) return sendInChunks(file, options);
  const form = new FormData();
  form.append('biz', options.biz);
  form.append('file', file);
  return http.upload('/sys/common/upload', form, { onProgress: options.onProgress, signal: options.signal });
}
