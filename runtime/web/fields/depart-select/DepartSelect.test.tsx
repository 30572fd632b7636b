import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLabels } from '../picker/labelStore';
import { pickerCalls } from '../picker/pickers.fixture';
import { closePicker, openPicker, PickerHarness } from '../picker/pickerTestKit';
import { DepartSelect, DepartSelectText, type DepartSelectProps } from './DepartSelect';

vi.mock('../../http/client', async () => ({ http: { get: (await import('../picker/pickers.fixture')).answerPickers } }));

function tick(dialog: HTMLElement, name: string): void {
  const row = within(dialog).getByText(name).closest('.ant-tree-treenode')!;
  fireEvent.click(row.querySelector('.ant-tree-checkbox')!);
}

function renderPicker(props: DepartSelectProps, initial?: string) {
  const changes: (string | undefined)[] = [];
  const view = render(<PickerHarness Picker={DepartSelect} initial={initial} changes={changes} props={props} />);
  return { ...view, changes };
}

describe('DepartSelect', { timeout: 60_000 }, () => {
  beforeEach(() => {
    pickerCalls.length = 0;
    clearLabels();
  });
  afterEach(cleanup);

  it('shows the names of the stored departments, looked up by key rather than loading the tree', async () => {
    render(<DepartSelectText value="d1,d2" />);
    expect(await screen.findByText('工程部,物资部', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(pickerCalls).toEqual(['/sys/sysDepart/queryByIds?ids=d1%2Cd2&field=id']);
  });

  it('searches by name on Enter, highlights the match and stores the ticked department on 确定', async () => {
    const { container, changes } = renderPicker({});
    const dialog = await openPicker(container, '选择部门');
    expect(await within(dialog).findByText('工程部')).toBeTruthy();
    const search = within(dialog).getByPlaceholderText('请输入部门名称按回车进行搜索');
    fireEvent.change(search, { target: { value: '物资' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(dialog.querySelector('.picker-match')?.textContent).toBe('物资'));
    await vi.waitFor(() => expect(within(dialog).queryByText('工程部')).toBeNull());
    expect(pickerCalls).toContain('/sys/sysDepart/searchBy?keyWord=%E7%89%A9%E8%B5%84');
    tick(dialog, '部');
    closePicker(dialog, '确定');
    expect(changes).toEqual(['d2']);
    await vi.waitFor(() => expect(container.querySelector('.picker-input .ant-select-selection-item')?.textContent).toBe('物资部'));
  });

  it('keeps only the newest ticked department in single mode and all of them in multi mode', async () => {
    const single = renderPicker({});
    let dialog = await openPicker(single.container, '选择部门');
    await within(dialog).findByText('工程部');
    tick(dialog, '工程部');
    tick(dialog, '物资部');
    closePicker(dialog, '确定');
    expect(single.changes).toEqual(['d2']);
    cleanup();

    const multi = renderPicker({ multi: true });
    dialog = await openPicker(multi.container, '选择部门');
    await within(dialog).findByText('工程部');
    tick(dialog, '工程部');
    tick(dialog, '物资部');
    closePicker(dialog, '确定');
    expect(multi.changes).toEqual(['d1,d2']);
  });

  it('ticks the children with their parent in linked mode (checkStrictly false)', async () => {
    const { container, changes } = renderPicker({ multi: true, checkStrictly: false });
    const dialog = await openPicker(container, '选择部门');
    await within(dialog).findByText('工程部');
    tick(dialog, '华泰化建');
    closePicker(dialog, '确定');
    expect(changes[0]?.split(',').sort()).toEqual(['c', 'd1', 'd2', 'p1']);
  });

  it('drops a choice on 取消 and clears the value with the clear icon', async () => {
    const { container, changes } = renderPicker({}, 'd1');
    expect(await screen.findByText('工程部', undefined, { timeout: 15_000 })).toBeTruthy();
    const dialog = await openPicker(container, '选择部门');
    await within(dialog).findByText('物资部');
    tick(dialog, '物资部');
    closePicker(dialog, '取消');
    expect(changes).toEqual([]);
    await act(async () => {
      fireEvent.mouseDown(container.querySelector('.ant-select-clear')!);
    });
    expect(changes).toEqual([undefined]);
  });
});
