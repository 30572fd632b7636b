import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDictStore } from '../../stores/dictStore';
import { DictRadio } from './DictRadio';

vi.mock('../../http/client', async () => ({ http: { get: (await import('../dictWidgets.fixture')).answerDictWidgets } }));

describe('DictRadio', { timeout: 60_000 }, () => {
  beforeEach(() => useDictStore.getState().clear());
  afterEach(cleanup);

  it('offers the enabled items of the dictionary and emits the picked value', async () => {
    const onChange = vi.fn();
    render(<DictRadio dictCode="work_type" onChange={onChange} />);
    fireEvent.click(await screen.findByLabelText('电工', undefined, { timeout: 15_000 }));
    expect(onChange).toHaveBeenCalledWith('009');
    expect(screen.queryByLabelText('塔吊司机')).toBeNull();
  });

  it('still shows a disabled item the record holds', async () => {
    render(<DictRadio dictCode="work_type" value="014" />);
    expect(((await screen.findByLabelText('塔吊司机', undefined, { timeout: 15_000 })) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when it has no dictionary code', () => {
    render(<DictRadio />);
    expect(screen.getByText('字典Code不能为空!')).toBeTruthy();
  });
});
