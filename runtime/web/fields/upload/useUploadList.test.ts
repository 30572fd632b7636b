import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../core/http/envelope';
import { useUploadList } from './useUploadList';

const pending: { resolve(answer: Envelope<unknown>): void; onProgress(percent: number): void }[] = [];
vi.mock('./sendFile', () => ({
  sendFile: (_file: File, options: { onProgress(percent: number): void }) =>
    new Promise((resolve) => pending.push({ resolve, onProgress: options.onProgress })),
}));

const answer = (path: string): Envelope<unknown> => ({ success: true, message: path, code: 0, result: path, timestamp: 0 });
const file = (name: string) => new File(['x'], name);

describe('useUploadList', () => {
  beforeEach(() => {
    pending.length = 0;
  });

  it('emits the value only when every file is done, and at once on removal', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useUploadList({ value: '', onChange, biz: 'temp' }));
    act(() => {
      result.current.upload(file('a.pdf'));
      result.current.upload(file('b.pdf'));
    });
    act(() => pending[0].onProgress(50));
    expect(result.current.items.map((item) => [item.status, item.percent])).toEqual([
      ['uploading', 50],
      ['uploading', 0],
    ]);
    await act(async () => pending[0].resolve(answer('temp/a.pdf')));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => pending[1].resolve(answer('temp/b.pdf')));
    expect(onChange).toHaveBeenLastCalledWith('temp/a.pdf,temp/b.pdf');
    act(() => result.current.remove(result.current.items[0].uid));
    expect(onChange).toHaveBeenLastCalledWith('temp/b.pdf');
  });

  it('keeps the last N files and reorders them', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useUploadList({ value: 'temp/1.png,temp/2.png', onChange, biz: 'temp', number: 2 }));
    act(() => result.current.move(0, 1));
    expect(onChange).toHaveBeenLastCalledWith('temp/2.png,temp/1.png');
    act(() => result.current.upload(file('3.png')));
    await act(async () => pending[0].resolve(answer('temp/3.png')));
    expect(onChange).toHaveBeenLastCalledWith('temp/1.png,temp/3.png');
  });
});
