import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { setFeedback, type Feedback } from '../shell/feedback/feedback';
import { axiosInstance } from './axiosInstance';
import { http } from './client';

vi.mock('../shell/session/reloadToLogin', () => ({ reloadToLogin: vi.fn(), LOGIN_PATH: '/user/login' }));

const modals = { error: vi.fn() };
setFeedback({ notification: { error: vi.fn() }, modal: modals, message: { warning: vi.fn() } } as unknown as Feedback);

describe('download', () => {
  it('reads the JSON blob of a failed download and opens the 登录已过期 modal for a dead session', async () => {
    const body = new Blob([JSON.stringify({ success: false, code: 500, message: 'Token失效，请重新登录!', result: null, timestamp: 0 })], {
      type: 'application/json',
    });
    axiosInstance.defaults.adapter = async (config) => {
      const response: AxiosResponse = { data: body, status: 500, statusText: '500', headers: new AxiosHeaders(), config };
      throw new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', config, null, response);
    };
    await expect(http.download('/labour/worker/exportXls', {}, 'a.xlsx')).rejects.toThrow();
    expect(modals.error).toHaveBeenCalledWith(expect.objectContaining({ title: '登录已过期', okText: '重新登录' }));
  });
});
