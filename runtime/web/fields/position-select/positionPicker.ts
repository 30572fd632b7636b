import type { RecordPickerConfig } from '../record-select/recordSelect.types';

/** The position list (widgets-spec §3 Position: name, code, rank) over the position screen's list call. */
export const POSITION_PICKER: RecordPickerConfig = {
  title: '请选择职务',
  listUrl: '/sys/position/list',
  valueKey: 'code',
  displayKey: 'name',
  columns: [
    { title: '职务名称', dataIndex: 'name' },
    { title: '职务编码', dataIndex: 'code' },
    { title: '职级', dataIndex: 'postRank', dictCode: 'position_rank' },
  ],
  queryConfig: [
    { key: 'name', label: '职务名称', like: true },
    { key: 'code', label: '职务编码', like: true },
  ],
};
