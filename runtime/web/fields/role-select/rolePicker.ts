import type { RecordPickerConfig } from '../record-select/recordSelect.types';

/** The role selector (widgets-spec §3 Role selector entry) over the role screen's list call. */
export const ROLE_PICKER: RecordPickerConfig = {
  title: '请选择角色',
  listUrl: '/sys/role/list',
  valueKey: 'id',
  displayKey: 'roleName',
  columns: [
    { title: '角色名称', dataIndex: 'roleName' },
    { title: '角色编码', dataIndex: 'roleCode' },
    { title: '角色类型', dataIndex: 'roleType', dictCode: 'role_type' },
  ],
  queryConfig: [
    { key: 'roleName', label: '角色名称', like: true },
    { key: 'roleCode', label: '角色编码', like: true },
  ],
};
