import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDictStore } from '../../stores/dictStore';
import { DictTag } from './DictTag';
import { TagText } from './TagText';

vi.mock('../../http/client', async () => ({ http: { get: (await import('../dictWidgets.fixture')).answerDictWidgets } }));

describe('Tag field', { timeout: 60_000 }, () => {
  beforeEach(() => useDictStore.getState().clear());
  afterEach(cleanup);

  it('chooses an item by its tag and clears it by clicking the chosen tag again', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DictTag dictCode="work_type" onChange={onChange} />);
    fireEvent.click(await screen.findByText('木工', undefined, { timeout: 15_000 }));
    expect(onChange).toHaveBeenLastCalledWith('001');
    rerender(<DictTag dictCode="work_type" value="001" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '木工' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('木工'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByText('塔吊司机')).toBeNull();
  });

  it('shows stored values as tags with their labels', async () => {
    render(<TagText dictCode="work_type" value="001,014" />);
    expect(await screen.findByText('塔吊司机', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('木工').className).toContain('ant-tag');
  });
});
