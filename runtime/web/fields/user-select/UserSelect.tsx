import { useMemo } from 'react';
import type { UserKeyField } from '../../../core/picker/picker.types';
import type { ValueViewProps } from '../fieldType.types';
import { PickerField } from '../picker/PickerField';
import { PickerText } from '../picker/PickerText';
import type { PickerColumn } from '../picker/picker.types';
import { USER_LIST_URL, UserPickerModal, type UserPickerOptions } from './UserPickerModal';
import { userSource, type UserTextField } from './userSource';

export interface UserSelectProps {
  /** Stored users, comma-joined. */
  value?: string;
  onChange?(value: string | undefined): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Stored field: username (default) or id. */
  store?: UserKeyField;
  /** Shown field: realname (default) or username. */
  text?: UserTextField;
  /** Opens the dialog at once (editable-table cells). */
  defaultOpen?: boolean;
}

/** A user picker over a dialog layout (the user picker, the user-by-department picker, the worker list). */
export function makeUserSelect(layout: Omit<UserPickerOptions, 'store' | 'text'>, defaults: { multi: boolean; placeholder: string }) {
  return function UserPicker({
    value,
    onChange,
    multi = defaults.multi,
    disabled,
    placeholder = defaults.placeholder,
    store = 'username',
    text = 'realname',
    defaultOpen,
  }: UserSelectProps) {
    const source = useMemo(() => userSource(store, text), [store, text]);
    return (
      <PickerField
        value={value}
        onChange={onChange}
        source={source}
        multi={multi}
        disabled={disabled}
        placeholder={placeholder}
        defaultOpen={defaultOpen}
        renderModal={(modal) => <UserPickerModal {...modal} source={source} options={{ ...layout, store, text }} />}
      />
    );
  };
}

/** The user table of the pickers that choose users by department. */
export const USER_TABLE_COLUMNS: PickerColumn[] = [
  { title: '用户账号', dataIndex: 'username' },
  { title: '用户姓名', dataIndex: 'realname' },
  { title: '性别', dataIndex: 'sex', dictCode: 'sex', width: 60 },
  { title: '手机号码', dataIndex: 'phone' },
  { title: '部门', dataIndex: 'orgCodeTxt' },
];

/** Width of the user picker (widgets-spec §9). */
export const USER_PICKER_WIDTH = 1250;

/** The user picker: all users, narrowed by a department clicked in the tree on the left, 1250 wide. */
export const UserSelect = makeUserSelect(
  {
    title: '选择用户',
    width: USER_PICKER_WIDTH,
    departFilter: { listUrl: USER_LIST_URL, param: 'departId', required: false },
    columns: USER_TABLE_COLUMNS,
  },
  { multi: false, placeholder: '请选择用户' },
);

/** Read-only names of stored users. */
export function UserSelectText({ value, store, text }: ValueViewProps) {
  const source = useMemo(() => userSource(store === 'id' ? 'id' : 'username', text === 'username' ? 'username' : 'realname'), [store, text]);
  return <PickerText source={source} value={value} />;
}
