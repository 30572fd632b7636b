import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../../shell/feedback/feedback';
import { clearLabels } from '../picker/labelStore';
import { pickerCalls } from '../picker/pickers.fixture';
import { closePicker, openPicker, PickerHarness } from '../picker/pickerTestKit';
import { ROLE_PICKER } from '../role-select/rolePicker';
import { RecordSelect, RecordSelectText } from './RecordSelect';

vi.mock('../../http/client', async () => ({ http: { get: (await import('../picker/pickers.fixture')).answerPickers } }));

describe('RecordSelect', { timeout: 60_000 }, () => {
  beforeEach(() => {
    pickerCalls.length = 0;
    clearLabels();
  });
  afterEach(cleanup);

  it('looks stored keys up with one page of exactly those keys', async () => {
    render(<RecordSelectText {...ROLE_PICKER} value="r2" />);
    expect(await screen.findByText('劳务员', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(pickerCalls).toEqual(['/sys/role/list?id_MultiString=r2&pageNo=1&pageSize=1']);
  });

  it('queries by a configured field, ticks a row and stores its value key', async () => {
    const changes: (string | undefined)[] = [];
    const { container } = render(<PickerHarness Picker={RecordSelect} changes={changes} props={{ ...ROLE_PICKER, multi: true }} />);
    const dialog = await openPicker(container, '请选择角色');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入角色名称'), { target: { value: '经理' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s?询/ }));
    await vi.waitFor(() => expect(pickerCalls).toContain('/sys/role/list?roleName=*%E7%BB%8F%E7%90%86*&pageNo=1&pageSize=5'));
    await vi.waitFor(() => expect(within(dialog).queryByText('劳务员')).toBeNull());
    fireEvent.click(within(dialog).getByText('项目经理').closest('tr')!.querySelector('input[type=checkbox]')!);
    expect(within(dialog.querySelector<HTMLElement>('.picker-selected')!).getByText('项目经理')).toBeTruthy();
    closePicker(dialog, '确定');
    expect(changes).toEqual(['r1']);
  });

  it("warns with the server's message when the list call is refused", async () => {
    const warning = vi.fn();
    vi.spyOn(App, 'useApp').mockReturnValue({ ...feedback(), message: { ...feedback().message, warning } } as unknown as ReturnType<typeof App.useApp>);
    const { container } = render(<PickerHarness Picker={RecordSelect} changes={[]} props={{ ...ROLE_PICKER, listUrl: '/broken/list' }} />);
    await openPicker(container, '请选择角色');
    await vi.waitFor(() => expect(warning).toHaveBeenCalledWith('没有权限，请联系管理员授权'));
    vi.restoreAllMocks();
  });
});
