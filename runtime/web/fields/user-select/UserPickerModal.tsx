import { Col, Empty, Row } from 'antd';
import { useMemo, useState } from 'react';
import type { UserKeyField } from '../../../core/picker/picker.types';
import { DepartTree } from '../depart-select/DepartTree';
import { pickedItemsOf, type LabelSource } from '../picker/labelStore';
import type { PickerColumn, PickerModalProps, PickerQueryField } from '../picker/picker.types';
import { PickerModal } from '../picker/PickerModal';
import { RecordTable } from '../picker/RecordTable';
import { SelectedTable } from '../picker/SelectedTable';
import type { UserTextField } from './userSource';

/** The user pickers' list call: any signed-in user's view of the users of their tenant. */
export const USER_LIST_URL = '/sys/user/queryPageListInfo';

const USER_QUERY: PickerQueryField[] = [
  { key: 'username', label: '账号', like: true },
  { key: 'realname', label: '姓名', like: true },
];

/** A department tree beside the user table: the department clicked in it narrows the users. */
export interface DepartFilter {
  /** The list call that takes the department. */
  listUrl: string;
  /** The list call's parameter naming the department. */
  param: string;
  /** No user is listed before a department is clicked (users are chosen by department). */
  required: boolean;
}

export interface UserPickerOptions {
  title: string;
  width: number;
  columns: PickerColumn[];
  store: UserKeyField;
  text: UserTextField;
  /** Absent: a plain list of the tenant's users (the worker picker). */
  departFilter?: DepartFilter;
}

/**
 * The dialog of the user pickers: users newest first, searchable by account and name, optionally
 * narrowed by the department clicked in a tree on the left, beside the chosen users.
 */
export function UserPickerModal({
  options,
  source,
  open,
  keys,
  multi,
  onOk,
  onCancel,
}: PickerModalProps & { options: UserPickerOptions; source: LabelSource }) {
  const [chosen, setChosen] = useState(() => pickedItemsOf(source, keys));
  const [departId, setDepartId] = useState<string | null>(null);
  const filter = options.departFilter;
  const params = useMemo(() => (filter && departId ? { [filter.param]: departId } : undefined), [filter, departId]);
  const table =
    filter?.required && !departId ? (
      <Empty className="picker-choose-depart" description="请先在左侧选择部门" />
    ) : (
      <RecordTable
        listUrl={filter && departId ? filter.listUrl : USER_LIST_URL}
        columns={options.columns}
        rowKey="id"
        valueKey={options.store}
        displayKey={options.text}
        queryFields={USER_QUERY}
        params={params}
        multi={multi}
        chosen={chosen}
        onChosenChange={setChosen}
      />
    );
  return (
    <PickerModal title={options.title} width={options.width} open={open} onOk={() => onOk(chosen)} onCancel={onCancel}>
      <Row gutter={12}>
        {filter && (
          <Col span={6} style={{ maxHeight: '60vh', overflow: 'auto' }}>
            <DepartTree checkable={false} onSelect={(node) => setDepartId(node?.id ?? null)} />
          </Col>
        )}
        <Col span={filter ? 12 : 16}>{table}</Col>
        <Col span={filter ? 6 : 8}>
          <SelectedTable title="用户" items={chosen} onChange={setChosen} />
        </Col>
      </Row>
    </PickerModal>
  );
}
