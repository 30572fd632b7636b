import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SliderCheck } from './SliderCheck';
import { releaseAt, travelOf } from './sliderCheck.utils';

function drag(handle: HTMLElement, distance: number) {
  fireEvent.mouseDown(handle, { clientX: 10 });
  fireEvent.mouseMove(document, { clientX: 10 + distance });
  fireEvent.mouseUp(document, { clientX: 10 + distance });
}

describe('SliderCheck', { timeout: 120_000 }, () => {
  afterEach(cleanup);

  it('snaps back and stays unverified when released before the end', () => {
    const onChange = vi.fn();
    render(<SliderCheck width={300} onChange={onChange} />);
    const handle = screen.getByRole('slider', { name: '拖动滑块验证' });
    drag(handle, 200);
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByText('验证通过')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('verifies, shows 验证通过 and emits success when dragged fully across', () => {
    const onChange = vi.fn();
    const onSuccess = vi.fn();
    render(<SliderCheck width={300} onChange={onChange} onSuccess={onSuccess} />);
    const handle = screen.getByRole('slider', { name: '拖动滑块验证' });
    drag(handle, 400);
    expect(handle.getAttribute('aria-valuenow')).toBe(String(travelOf(300)));
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(true);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('starts over when the form resets its value', () => {
    const { rerender } = render(<SliderCheck width={300} value />);
    expect(screen.getByText('验证通过')).toBeTruthy();
    rerender(<SliderCheck width={300} value={false} />);
    expect(screen.getByText('请按住滑块，拖动到最右边')).toBeTruthy();
  });
});

describe('releaseAt', () => {
  it('verifies only at the far end', () => {
    expect(releaseAt(259, 260)).toEqual({ offset: 0, verified: false });
    expect(releaseAt(260, 260)).toEqual({ offset: 260, verified: true });
  });
});
