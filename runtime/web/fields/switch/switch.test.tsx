import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldSchema } from '../../../core/screen/screen.types';
import { SwitchQuerySelect } from './SwitchQuerySelect';
import { switchOptions } from './switchOptions';
import { SwitchText } from './SwitchText';
import { YnSwitch } from './YnSwitch';

const flag: FieldSchema = { type: 'string', title: '启用' };

describe('Y/N switch', { timeout: 60_000 }, () => {
  afterEach(cleanup);

  it('stores Y and N for a string field by default', () => {
    expect(switchOptions(flag)).toEqual({ options: ['Y', 'N'] });
    expect(switchOptions({ ...flag, type: 'boolean' })).toEqual({ options: [true, false] });
  });

  it('writes off for an empty value and toggles between the two values, labelled 开 and 关', () => {
    const onChange = vi.fn();
    const { rerender } = render(<YnSwitch options={['Y', 'N']} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('N');
    rerender(<YnSwitch options={['Y', 'N']} value="N" onChange={onChange} />);
    expect(screen.getByText('关')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('Y');
  });

  it('reads 开 / 关 and becomes a 是 / 否 select in a query form', () => {
    render(<SwitchText value="Y" options={['Y', 'N']} />);
    expect(screen.getByText('开')).toBeTruthy();
    render(<SwitchQuerySelect options={['Y', 'N']} value="Y" />);
    expect(screen.getByText('是')).toBeTruthy();
  });
});
