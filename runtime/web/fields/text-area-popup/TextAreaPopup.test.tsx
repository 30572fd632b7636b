import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextAreaPopup } from './TextAreaPopup';

function Controlled() {
  const [value, setValue] = useState('第一行');
  return <TextAreaPopup value={value} onChange={setValue} placeholder="请输入备注" />;
}

describe('TextAreaPopup', { timeout: 120_000 }, () => {
  afterEach(cleanup);

  it('opens a 150×200 text area on click and writes multi-line text back to the input', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.click(input);
    const area = document.querySelector('.ant-popover textarea') as HTMLTextAreaElement;
    expect(area.style.width).toBe('150px');
    expect(area.style.height).toBe('200px');
    fireEvent.change(area, { target: { value: '第一行\n第二行' } });
    expect(area.value).toBe('第一行\n第二行');
    // A one-line input drops the line break from what it shows; the value keeps it.
    expect(input.value).toBe('第一行第二行');
  });
});
