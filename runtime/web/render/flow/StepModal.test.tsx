import { act, cleanup, fireEvent, render, screen as page, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../core/http/envelope';
import { flowOf, flowTransition } from '../../../core/flow/flowModel';
import type { FlowFetcher } from './flowFetcher';
import { inspectionRows, inspectionScreen } from './inspectionFlow.fixture';
import { StepModal } from './StepModal';

const flow = flowOf(inspectionScreen)!;

/** A refusal as the server sends it: HTTP 400 (or 409) with the envelope as body. */
function refusal(status: number, message: string, result: unknown = null): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError(message, 'ERR_BAD_REQUEST', { headers }, null, {
    status,
    statusText: '',
    headers,
    config: { headers },
    data: { success: false, message, code: status, result, timestamp: 0 },
  });
}

function fetcherAnswering(answer: () => Promise<Envelope<unknown>>) {
  const posts: { url: string; body: unknown }[] = [];
  const fetcher: FlowFetcher = {
    get: () => Promise.reject(new Error('no GET expected')),
    post<T>(url: string, body?: unknown) {
      posts.push({ url, body });
      return answer() as Promise<Envelope<T>>;
    },
  };
  return { fetcher, posts };
}

function renderStep(name: string, fetcher: FlowFetcher, record: Record<string, unknown> = inspectionRows[0]) {
  const onChanged = vi.fn();
  const onClose = vi.fn();
  render(
    <App>
      <StepModal
        screen={inspectionScreen}
        fetcher={fetcher}
        step={{ record, transition: flowTransition(flow, name)! }}
        onChanged={onChanged}
        onClose={onClose}
      />
    </App>,
  );
  return { onChanged, onClose };
}

// antd's first render in jsdom is slow on a busy machine.
const SLOW = { timeout: 15_000 };

const ok = () => page.getByRole('button', { name: /确\s*定/ });
const textArea = (label: string) => page.getByText(label, { selector: 'label' }).closest('.ant-formily-item')!.querySelector('textarea')!;

describe('StepModal', { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it('shows the step fields with their rules and refuses to post until the required ones are filled', async () => {
    const { fetcher, posts } = fetcherAnswering(() => Promise.resolve({ success: true, message: '', code: 200, result: {}, timestamp: 0 }));
    renderStep('rectify', fetcher);
    expect(page.getByText('整改描述', { selector: 'label' })).toBeTruthy();
    expect(page.getByText('整改照片', { selector: 'label' })).toBeTruthy();
    expect(page.queryByText('意见', { selector: 'label' })).toBeNull();
    await act(async () => fireEvent.click(ok()));
    expect(await page.findByText(/请输入整改描述/, undefined, SLOW)).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('posts the record, action, version and comment of a rejection, then reloads the list and closes', async () => {
    const { fetcher, posts } = fetcherAnswering(() => Promise.resolve({ success: true, message: '操作成功！', code: 200, result: {}, timestamp: 0 }));
    const record = { ...inspectionRows[1], flowActions: ['reject'] };
    const { onChanged, onClose } = renderStep('reject', fetcher, record);
    expect(page.getByText('确定复查不通过吗?')).toBeTruthy();
    await act(async () => fireEvent.click(ok()));
    expect(await page.findByText('请填写意见', undefined, SLOW)).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.change(textArea('意见'), { target: { value: ' 照片不清晰，请重拍 ' } });
    await act(async () => fireEvent.click(ok()));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(posts).toEqual([{ url: '/safety/inspection/flow/transition', body: { id: 'r2', action: 'reject', version: 1, comment: '照片不清晰，请重拍' } }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("keeps the modal open with the server's Chinese refusal and its field errors under the fields", async () => {
    const { fetcher } = fetcherAnswering(() => Promise.reject(refusal(400, '请填写整改描述', [{ field: 'rectifyDescribe', message: '请填写整改描述' }])));
    const { onChanged, onClose } = renderStep('pass', fetcher, { ...inspectionRows[1] });
    // 复查通过 has an optional comment only: no field of its own, so the refusal names the transition's.
    await act(async () => fireEvent.click(ok()));
    expect(await page.findByText('请填写整改描述', { selector: '.flow-step-refusal *' }, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows a field error of the server under its field (the comment under 意见)', async () => {
    const { fetcher } = fetcherAnswering(() => Promise.reject(refusal(400, '意见含有不允许的内容', [{ field: 'comment', message: '意见含有不允许的内容' }])));
    renderStep('close', fetcher);
    fireEvent.change(textArea('意见'), { target: { value: '重复问题' } });
    await act(async () => fireEvent.click(ok()));
    const item = page.getByText('意见', { selector: 'label' }).closest('.ant-formily-item')!;
    await waitFor(() => expect(item.textContent).toContain('意见含有不允许的内容'), SLOW);
  });

  it('reloads the list when someone else took the record first (409), and says so', async () => {
    const { fetcher } = fetcherAnswering(() => Promise.reject(refusal(409, '记录已被他人处理，请刷新后重试')));
    const { onChanged, onClose } = renderStep('pass', fetcher, { ...inspectionRows[1] });
    await act(async () => fireEvent.click(ok()));
    expect(await page.findByText('记录已被他人处理，请刷新后重试', { selector: '.flow-step-refusal *' }, SLOW)).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
