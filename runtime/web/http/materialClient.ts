import axios from 'axios';
import type { Envelope } from '../../core/http/envelope';
import { feedback } from '../shell/feedback/feedback';
import { useMaterialSessionStore } from '../stores/materialSessionStore';
import { AXIOS_DEFAULTS } from './axiosInstance';
import { cancelIfDuplicate, releaseRequest } from './duplicateRequests';
import { showHttpErrorNotice } from './httpErrorNotice';

export const MATERIAL_LOGIN_PATH = '/material/login';

/** The material sub-system's own client: its token, and `projectid` / `userId` headers (shell-spec §7). */
export const materialAxios = axios.create(AXIOS_DEFAULTS);

materialAxios.interceptors.request.use((config) => {
  const { token, userId, projectId } = useMaterialSessionStore.getState();
  if (token) config.headers.set('X-Access-Token', token);
  if (projectId) config.headers.set('projectid', projectId);
  if (userId) config.headers.set('userId', userId);
  if ((config.method ?? 'get').toLowerCase() === 'get') config.params = { ...(config.params as object | undefined), _t: Math.floor(Date.now() / 1000) };
  return cancelIfDuplicate(config);
});

materialAxios.interceptors.response.use(
  (response) => {
    releaseRequest(response.config);
    return response;
  },
  async (error: unknown) => {
    if (axios.isAxiosError(error)) releaseRequest(error.config);
    // A 401 here ends only the material session; the platform's is left alone.
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      useMaterialSessionStore.getState().clear();
      feedback().notification.error({ message: '系统提示', description: '登录已过期，请重新登录', duration: 4 });
      window.location.hash = `#${MATERIAL_LOGIN_PATH}`;
    } else await showHttpErrorNotice(error);
    throw error;
  },
);

/** Resolves with the envelope like `http`; rejects only on HTTP or network errors. */
export const materialHttp = {
  async get<T>(url: string, params?: object): Promise<Envelope<T>> {
    return (await materialAxios.get<Envelope<T>>(url, { params })).data;
  },
  async post<T>(url: string, body?: unknown): Promise<Envelope<T>> {
    return (await materialAxios.post<Envelope<T>>(url, body)).data;
  },
};
