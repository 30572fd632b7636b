import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLabels } from '../picker/labelStore';
import { pickerCalls } from '../picker/pickers.fixture';
import { closePicker, openPicker, PickerHarness } from '../picker/pickerTestKit';
import { getFieldType } from '../registry';
import { UserByDepartSelect } from './UserByDepartSelect';
import './index';

vi.mock('../../http/client', async () => ({ http: { get: (await import('../picker/pickers.fixture')).answerPickers } }));

const TITLE = '按部门选择用户';
const tree = (dialog: HTMLElement) => within(dialog.querySelector<HTMLElement>('.depart-tree')!);
const userCalls = () => pickerCalls.filter((call) => call.startsWith('/sys/user/'));

describe('user-by-department picker', { timeout: 60_000 }, () => {
  beforeEach(() => {
    pickerCalls.length = 0;
    clearLabels();
  });
  afterEach(cleanup);

  it('lists no user until a department is clicked, then the users of that department', async () => {
    const { container } = render(<PickerHarness Picker={UserByDepartSelect} changes={[]} props={{}} />);
    const dialog = await openPicker(container, TITLE);
    fireEvent.click(await tree(dialog).findByText('物资部'));
    expect(await within(dialog).findByText('王芳')).toBeTruthy();
    expect(within(dialog).queryByText('张伟')).toBeNull();
    expect(userCalls()).toEqual(['/sys/user/queryUserByDepId?id=d2&pageNo=1&pageSize=5']);
  });

  it('asks the user to choose a department first', async () => {
    const { container } = render(<PickerHarness Picker={UserByDepartSelect} changes={[]} props={{}} />);
    const dialog = await openPicker(container, TITLE);
    expect(within(dialog).getByText('请先在左侧选择部门')).toBeTruthy();
    expect(await tree(dialog).findByText('工程部')).toBeTruthy();
    expect(userCalls()).toEqual([]);
  });

  it('searches the department by name and stores the chosen usernames comma-joined in multi mode', async () => {
    const changes: (string | undefined)[] = [];
    const { container } = render(<PickerHarness Picker={UserByDepartSelect} changes={changes} props={{ multi: true }} />);
    const dialog = await openPicker(container, TITLE);
    fireEvent.click(await tree(dialog).findByText('工程部'));
    fireEvent.click((await within(dialog).findByText('张伟')).closest('tr')!);
    fireEvent.change(within(dialog).getByPlaceholderText('请输入姓名'), { target: { value: '李' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查\s?询/ }));
    await vi.waitFor(() => expect(pickerCalls).toContain('/sys/user/queryUserByDepId?realname=*%E6%9D%8E*&id=d1&pageNo=1&pageSize=5'));
    fireEvent.click((await within(dialog).findByText('李思')).closest('tr')!);
    closePicker(dialog, '确定');
    expect(changes).toEqual(['zhangwei,lisi']);
  });

  it('registers as a field type whose read-only view shows real names', async () => {
    const type = getFieldType('UserByDepartSelect');
    expect(type.propsSchema.properties?.multi).toMatchObject({ default: false });
    const View = type.readPretty!;
    render(<View value="zhangwei,wangfang" />);
    expect(await screen.findByText('张伟,王芳', undefined, { timeout: 15_000 })).toBeTruthy();
  });
});
