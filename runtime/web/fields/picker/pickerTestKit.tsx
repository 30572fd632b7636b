import { fireEvent, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useState, type ComponentType } from 'react';

/** A picker under test with its value kept in state, and every value it emitted. */
export function PickerHarness<P extends object>({
  Picker,
  initial,
  changes,
  props,
}: {
  Picker: ComponentType<P & { value?: string; onChange?(value: string | undefined): void }>;
  initial?: string;
  changes: (string | undefined)[];
  props: P;
}) {
  const [value, setValue] = useState(initial);
  return (
    <App>
      <Picker
        {...props}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    </App>
  );
}

/** Opens a picker's dialog by clicking its box, answering the dialog. */
export async function openPicker(container: HTMLElement, title: string): Promise<HTMLElement> {
  fireEvent.click(container.querySelector('.picker-input .ant-select-selector')!);
  const heading = await waitFor(
    () => {
      const found = [...document.querySelectorAll('.ant-modal-title')].find((element) => element.textContent === title);
      if (!found) throw new Error(`no dialog titled ${title}`);
      return found;
    },
    { timeout: 15_000 },
  );
  return heading.closest('.ant-modal') as HTMLElement;
}

/** Clicks a dialog's 确定 or 取消. */
export function closePicker(dialog: HTMLElement, button: '确定' | '取消'): void {
  fireEvent.click(within(dialog).getByRole('button', { name: button === '确定' ? /确\s?定/ : /取\s?消/ }));
}
