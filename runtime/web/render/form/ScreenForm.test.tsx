import { act, cleanup, fireEvent, render, screen as page, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenFile } from '../../../core/screen/screen.types';
import worker from '../../../../schemas/labour/worker.json';
import user from '../../../../schemas/system/user.json';
import { createScreenForm } from './createScreenForm';
import { ScreenForm } from './ScreenForm';

// Dictionaries come from a fixture instead of the network.
vi.mock('../../http/client', async () => ({ http: { get: (await import('./dictionaries.fixture')).answerDictionaries } }));

const workerScreen = worker as ScreenFile;

function inputOf(label: string): HTMLInputElement {
  const item = page.getByText(label, { selector: 'label' }).closest('.ant-formily-item');
  const input = item?.querySelector('input');
  if (!input) throw new Error(`no input for ${label}`);
  return input;
}

// antd's first render in jsdom is slow on a busy machine.
describe('ScreenForm', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows the shared Chinese message for a wrong phone number while typing', async () => {
    const form = createScreenForm('add', {});
    render(<ScreenForm screen={workerScreen} form={form} mode="add" />);
    fireEvent.change(inputOf('手机号码'), { target: { value: '12345' } });
    expect(await page.findByText('请输入正确手机号', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(inputOf('手机号码'), { target: { value: '13812345678' } });
    await waitFor(() => expect(page.queryByText('请输入正确手机号')).toBeNull());
  });

  it('shows the required message once when an empty required field loses focus', async () => {
    const form = createScreenForm('add', {});
    render(<ScreenForm screen={workerScreen} form={form} mode="add" />);
    fireEvent.focus(inputOf('手机号码'));
    fireEvent.blur(inputOf('手机号码'));
    expect(await page.findByText('请输入手机号', undefined, { timeout: 5000 })).toBeTruthy();
    await act(() => form.submit().catch(() => undefined));
    expect(page.getAllByText(/请输入手机号/)).toHaveLength(1);
  });

  it('refuses to submit until required fields are filled, with their own messages', async () => {
    const form = createScreenForm('add', {});
    render(<ScreenForm screen={workerScreen} form={form} mode="add" />);
    await act(() => expect(form.submit()).rejects.toBeTruthy());
    expect(await page.findByText('请输入手机号', undefined, { timeout: 5000 })).toBeTruthy();
    expect(page.getByText('请输入姓名!')).toBeTruthy();
    expect(page.getByText('请选择工种名称!')).toBeTruthy();
  });

  it('submits a valid worker with string values as the server stores them', async () => {
    const form = createScreenForm('add', { isTeam: '0' });
    render(<ScreenForm screen={workerScreen} form={form} mode="add" />);
    fireEvent.change(inputOf('姓名'), { target: { value: '王建国' } });
    fireEvent.change(inputOf('身份证号码'), { target: { value: '110101199003074514' } });
    fireEvent.change(inputOf('手机号码'), { target: { value: '13812345678' } });
    act(() => form.setValues({ jobName: '01' }));
    const values = await act(() => form.submit<Record<string, unknown>>((submitted) => submitted));
    expect(values).toMatchObject({
      empName: '王建国',
      idCode: '110101199003074514',
      empPhon: '13812345678',
      jobName: '01',
      isTeam: '0',
    });
  });

  it('marks required fields with an asterisk and disables read-only-on-edit fields when editing', () => {
    const form = createScreenForm('edit', { idCode: '110101199003074514' });
    const { container } = render(<ScreenForm screen={workerScreen} form={form} mode="edit" />);
    expect(inputOf('身份证号码').disabled).toBe(true);
    expect(container.querySelectorAll('.ant-formily-item-asterisk')).toHaveLength(4);
  });

  it('hides given fields but keeps their values', async () => {
    const form = createScreenForm('add', { empSex: '1' });
    render(<ScreenForm screen={workerScreen} form={form} mode="add" hiddenFields={['empSex']} />);
    expect(page.queryByText('性别', { selector: 'label' })).toBeNull();
    expect(form.values.empSex).toBe('1');
  });

  it('lets a write-only password stay empty on edit', async () => {
    const userScreen = user as ScreenFile;
    const form = createScreenForm('edit', { username: 'zhangsan', realname: '张三' });
    render(<ScreenForm screen={userScreen} form={form} mode="edit" />);
    expect(page.getByText('登录密码', { selector: 'label' })).toBeTruthy();
    await act(() => expect(form.submit()).resolves.toEqual({ username: 'zhangsan', realname: '张三' }));
  });
});
