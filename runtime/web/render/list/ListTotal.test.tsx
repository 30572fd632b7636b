import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListTotal } from './ListTotal';

describe('ListTotal', () => {
  it('shows an exact total as a number, without 精确计数', () => {
    render(<ListTotal total={42} capped={false} onCountExactly={() => {}} />);
    expect(screen.getByText('共 42 条')).toBeTruthy();
    expect(screen.queryByText('精确计数')).toBeNull();
  });

  it('shows a capped total as 1万+ and asks for the exact figure on 精确计数', () => {
    const onCountExactly = vi.fn();
    render(<ListTotal total={10_001} capped onCountExactly={onCountExactly} />);
    expect(screen.getByText(/共 1万\+ 条/)).toBeTruthy();
    expect(screen.queryByText(/10001/)).toBeNull();
    fireEvent.click(screen.getByText('精确计数'));
    expect(onCountExactly).toHaveBeenCalledOnce();
  });
});
