import axios from 'axios';

/**
 * What to tell the user about a failed call: the server's own message when a 4xx/5xx answer
 * carries the envelope (`分页参数错误：…`), else the error's text.
 */
export function failureMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  }
  return error instanceof Error ? error.message : String(error);
}
