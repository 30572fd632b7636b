import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkerSelect } from '../worker-select/WorkerSelect';
import { clearLabels } from '../picker/labelStore';
import { pickerCalls } from '../picker/pickers.fixture';
import { closePicker, openPicker, PickerHarness } from '../picker/pickerTestKit';
import { UserSelect, UserSelectText } from './UserSelect';

vi.mock('../../http/client', async () => ({ http: { get: (await import('../picker/pickers.fixture')).answerPickers } }));

const clickRow = async (dialog: HTMLElement, name: string) => fireEvent.click((await within(dialog).findByText(name)).closest('tr')!);

describe('user pickers', { timeout: 60_000 }, () => {
  beforeEach(() => {
    pickerCalls.length = 0;
    clearLabels();
  });
  afterEach(cleanup);

  it('shows real names of stored usernames through getMultiUser', async () => {
    render(<UserSelectText value="zhangwei,lisi" />);
    expect(await screen.findByText('张伟,李思', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(pickerCalls).toEqual(['/sys/user/getMultiUser?username=zhangwei%2Clisi']);
  });

  it('lists users newest first beside the department tree and stores the clicked username', async () => {
    const changes: (string | undefined)[] = [];
    const { container } = render(<PickerHarness Picker={UserSelect} changes={changes} props={{}} />);
    const dialog = await openPicker(container, '选择用户');
    expect(await within(dialog.querySelector<HTMLElement>('.depart-tree')!).findByText('工程部')).toBeTruthy();
    await clickRow(dialog, '王芳');
    expect(within(dialog.querySelector<HTMLElement>('.picker-selected')!).getByText('王芳')).toBeTruthy();
    closePicker(dialog, '确定');
    expect(changes).toEqual(['wangfang']);
    expect(pickerCalls).toContain('/sys/user/queryPageListInfo?pageNo=1&pageSize=5');
  });

  it('filters by the department clicked in the tree and by name', async () => {
    const { container } = render(<PickerHarness Picker={UserSelect} changes={[]} props={{}} />);
    const dialog = await openPicker(container, '选择用户');
    fireEvent.click(await within(dialog.querySelector<HTMLElement>('.depart-tree')!).findByText('工程部'));
    await vi.waitFor(() => expect(pickerCalls).toContain('/sys/user/queryPageListInfo?departId=d1&pageNo=1&pageSize=5'));
    fireEvent.change(within(dialog).getByPlaceholderText('请输入姓名'), { target: { value: '李' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s?询/ }));
    await vi.waitFor(() => expect(pickerCalls).toContain('/sys/user/queryPageListInfo?realname=*%E6%9D%8E*&departId=d1&pageNo=1&pageSize=5'));
  });

  it('chooses several workers, removes one from the chosen list and stores the rest comma-joined', async () => {
    const changes: (string | undefined)[] = [];
    const { container } = render(<PickerHarness Picker={WorkerSelect} changes={changes} props={{}} />);
    const dialog = await openPicker(container, '选择人员');
    await clickRow(dialog, '张伟');
    await clickRow(dialog, '李思');
    await clickRow(dialog, '王芳');
    const chosen = dialog.querySelector<HTMLElement>('.picker-selected')!;
    fireEvent.click(within(within(chosen).getByText('李思').closest('tr')!).getByRole('button', { name: /删\s?除/ }));
    closePicker(dialog, '确定');
    expect(changes).toEqual(['zhangwei,wangfang']);
  });
});
