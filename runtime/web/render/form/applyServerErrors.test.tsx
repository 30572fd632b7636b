import { act, cleanup, fireEvent, render, screen as page, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenFile } from '../../../core/screen/screen.types';
import team from '../../../../schemas/labour/team.json';
import { applyServerErrors } from './applyServerErrors';
import { createScreenForm } from './createScreenForm';
import { ScreenForm } from './ScreenForm';

// Dictionaries come from a fixture instead of the network.
vi.mock('../../http/client', async () => ({ http: { get: (await import('./dictionaries.fixture')).answerDictionaries } }));

describe('applyServerErrors', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows each server message under its field until the user edits it', async () => {
    const form = createScreenForm('add', { teamName: '钢筋一班', teamType: '1' });
    render(<ScreenForm screen={team as ScreenFile} form={form} mode="add" />);
    let shown = 0;
    act(() => {
      shown = applyServerErrors(form, [{ field: 'teamName', message: '班组名称已存在' }, { field: 'unknownField', message: '不会显示' }, 'not an error']);
    });
    expect(shown).toBe(1);
    expect(await page.findByText('班组名称已存在')).toBeTruthy();
    const input = page.getByDisplayValue('钢筋一班');
    fireEvent.change(input, { target: { value: '钢筋二班' } });
    await waitFor(() => expect(page.queryByText('班组名称已存在')).toBeNull());
  });

  it('ignores a result that is not a list of field errors', () => {
    expect(applyServerErrors(createScreenForm('add', {}), null)).toBe(0);
  });
});
