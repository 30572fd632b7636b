import axios from 'axios';
import { cancelIfDuplicate, releaseRequest } from './duplicateRequests';
import { showHttpErrorNotice } from './httpErrorNotice';
import { applySessionHeaders } from './requestHeaders';

/** Timeout of every call (shell-spec §9). */
export const HTTP_TIMEOUT_MS = 150_000;

/** The one axios instance; only `client.ts` and tests use it directly. */
export const axiosInstance = axios.create({ baseURL: '/api', timeout: HTTP_TIMEOUT_MS });

// Synchronous: axios then sends the request in the very call, not a few promise turns later, so a
// page that asks for its data before rendering (the list's first page) has it on the way at once.
axiosInstance.interceptors.request.use((config) => cancelIfDuplicate(applySessionHeaders(config)), undefined, { synchronous: true });

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
