import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './failureMessage';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, { status, statusText: '', headers: {}, config, data });
}

describe('failureMessage', () => {
  it("answers the envelope's message of a refused call", () => {
    expect(failureMessage(answered(400, { success: false, code: 400, message: '分页参数错误：pageNo必须是正整数' }))).toBe('分页参数错误：pageNo必须是正整数');
  });

  it("falls back to the error's own text", () => {
    expect(failureMessage(answered(502, '<html>bad gateway</html>'))).toBe('Request failed with status code 502');
    expect(failureMessage(new Error('网络连接异常'))).toBe('网络连接异常');
  });
});
