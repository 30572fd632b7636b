import axios from 'axios';
import { cancelIfDuplicate, releaseRequest } from './duplicateRequests';
import { showHttpErrorNotice } from './httpErrorNotice';
import { applySessionHeaders } from './requestHeaders';

/** Timeout of every call (shell-spec §9). */
export const HTTP_TIMEOUT_MS = 150_000;

/**
 * What every axios instance of the web app starts from. The session travels in headers, never in a
 * cookie, so there is no XSRF cookie to send — and reading one is not free: where the browser has
 * the Cookie Store API (Chromium), axios reads it asynchronously and sends the request only after
 * the current task, which for a page asking for its data as it renders is after the whole render.
 */
export const AXIOS_DEFAULTS = { baseURL: '/api', timeout: HTTP_TIMEOUT_MS, withXSRFToken: false } as const;

/** The one axios instance; only `client.ts` and tests use it directly. */
export const axiosInstance = axios.create(AXIOS_DEFAULTS);

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
