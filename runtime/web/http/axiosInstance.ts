import axios from 'axios';
import { cancelIfDuplicate, releaseRequest } from './duplicateRequests';
import { showHttpErrorNotice } from './httpErrorNotice';
import { applySessionHeaders } from './requestHeaders';

/** Timeout of every call (shell-spec §9). */
export const HTTP_TIMEOUT_MS = 150_000;

/** The one axios instance; only `client.ts` and tests use it directly. */
export const axiosInstance = axios.create({ baseURL: '/api', timeout: HTTP_TIMEOUT_MS });

axiosInstance.interceptors.request.use((config) => cancelIfDuplicate(applySessionHeaders(config)));

axiosInstance.interceptors.response.use(
  (response) => {
    releaseRequest(response.config);
    return response;
  },
  async (error: unknown) => {
    if (axios.isAxiosError(error)) releaseRequest(error.config);
    await showHttpErrorNotice(error);
    throw error;
  },
);
