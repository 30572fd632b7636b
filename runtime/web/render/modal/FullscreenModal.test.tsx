import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FullscreenModal } from './FullscreenModal';

const dialog = () => document.querySelector('.ant-modal') as HTMLElement;

// antd's modal motion is slow to settle in jsdom on a loaded machine: a generous bound, not a speed check.
describe('FullscreenModal', { timeout: 120_000 }, () => {
  afterEach(cleanup);

  it('opens 60% wide and switches to the whole window and back with the full-screen button', () => {
    render(
      <FullscreenModal open title="新增">
        内容
      </FullscreenModal>,
    );
    expect(dialog().style.width).toBe('60%');
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(dialog().style.width).toBe('100%');
    expect(dialog().className).toContain('fullscreen-modal--full');
    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(dialog().style.width).toBe('60%');
  });

  it('keeps a details modal 1200 wide until full screen is chosen', () => {
    render(
      <FullscreenModal open title="编辑" width={1200}>
        内容
      </FullscreenModal>,
    );
    expect(dialog().style.width).toBe('1200px');
  });
});
