import type { Envelope } from '../../core/http/envelope';
import { axiosInstance } from './axiosInstance';
import { saveBlob } from './saveBlob';
import { signHeaders } from './sign';

/**
 * The one HTTP client (WEB-CONTRACT). Every method resolves with the server's envelope, also
 * when `success` is false (callers show `message`); it rejects only on HTTP or network errors,
 * after the client itself showed the notice of shell-spec §8.
 *
 * `get` and `post` carry upstream's X-Sign / X-TIMESTAMP headers (getAction / postAction);
 * `put`, `delete`, `upload` and `download` are the unsigned variants (jeecg-contract §1.6). The
 * signature is compatibility only: the server never relies on it.
 */
export const http = {
  async get<T>(url: string, params?: object): Promise<Envelope<T>> {
    return (await axiosInstance.get<Envelope<T>>(url, { params, headers: signHeaders(url, params) })).data;
  },
  async post<T>(url: string, body?: unknown): Promise<Envelope<T>> {
    return (await axiosInstance.post<Envelope<T>>(url, body, { headers: signHeaders(url, body) })).data;
  },
  async put<T>(url: string, body?: unknown): Promise<Envelope<T>> {
    return (await axiosInstance.put<Envelope<T>>(url, body)).data;
  },
  async delete<T>(url: string, params?: object): Promise<Envelope<T>> {
    return (await axiosInstance.delete<Envelope<T>>(url, { params })).data;
  },
  /**
   * Multipart upload (imports, attachments), reporting progress in percent. Each call has its
   * own abort signal, so parallel uploads are never taken for a double click; `signal` cancels it.
   */
  async upload<T>(url: string, form: FormData, options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {}): Promise<Envelope<T>> {
    const { onProgress, signal } = options;
    const response = await axiosInstance.post<Envelope<T>>(url, form, {
      signal: signal ?? new AbortController().signal,
      onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
    });
    return response.data;
  },
  /** A file's bytes (a PDF shown in the page); rejects, after the notice, when the server refuses. */
  async bytes(url: string): Promise<ArrayBuffer> {
    return (await axiosInstance.get<ArrayBuffer>(url, { responseType: 'arraybuffer' })).data;
  },
  /** Downloads a file (e.g. exportXls) and saves it as `fileName`. */
  async download(url: string, params: object | undefined, fileName: string): Promise<void> {
    const response = await axiosInstance.get<Blob>(url, { params, responseType: 'blob' });
    await saveBlob(response.data, fileName);
  },
};
