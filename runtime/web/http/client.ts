import type { Envelope } from '../../core/http/envelope';
import { axiosInstance } from './axiosInstance';
import { saveBlob } from './saveBlob';

/**
 * The one HTTP client (WEB-CONTRACT). Every method resolves with the server's envelope, also
 * when `success` is false (callers show `message`); it rejects only on HTTP or network errors,
 * after the client itself showed the notice of shell-spec §8.
 */
export const http = {
  async get<T>(url: string, params?: object): Promise<Envelope<T>> {
    return (await axiosInstance.get<Envelope<T>>(url, { params })).data;
  },
  async post<T>(url: string, body?: unknown): Promise<Envelope<T>> {
    return (await axiosInstance.post<Envelope<T>>(url, body)).data;
  },
  async put<T>(url: string, body?: unknown): Promise<Envelope<T>> {
    return (await axiosInstance.put<Envelope<T>>(url, body)).data;
  },
  async delete<T>(url: string, params?: object): Promise<Envelope<T>> {
    return (await axiosInstance.delete<Envelope<T>>(url, { params })).data;
  },
  /** Downloads a file (e.g. exportXls) and saves it as `fileName`. */
  async download(url: string, params: object | undefined, fileName: string): Promise<void> {
    const response = await axiosInstance.get<Blob>(url, { params, responseType: 'blob' });
    await saveBlob(response.data, fileName);
  },
};
