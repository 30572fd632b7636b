import { Col, Row } from 'antd';
import { useState } from 'react';
import { pickedItemsOf, type LabelSource } from '../picker/labelStore';
import type { PickerModalProps } from '../picker/picker.types';
import { PickerModal } from '../picker/PickerModal';
import { RecordTable } from '../picker/RecordTable';
import { SelectedTable } from '../picker/SelectedTable';
import type { RecordPickerConfig } from './recordSelect.types';

/** Width of the business record picker (widgets-spec §9). */
export const RECORD_PICKER_WIDTH = 900;

/** The business record picker's dialog: the paged table with its query fields beside the chosen rows. */
export function RecordPickerModal({
  config,
  source,
  open,
  keys,
  multi,
  onOk,
  onCancel,
}: PickerModalProps & { config: RecordPickerConfig; source: LabelSource }) {
  const [chosen, setChosen] = useState(() => pickedItemsOf(source, keys));
  const title = config.title ?? '请选择';
  return (
    <PickerModal title={title} width={config.modalWidth ?? RECORD_PICKER_WIDTH} open={open} onOk={() => onOk(chosen)} onCancel={onCancel}>
      <Row gutter={12}>
        <Col span={16}>
          <RecordTable
            listUrl={config.listUrl}
            columns={config.columns}
            rowKey={config.rowKey ?? 'id'}
            valueKey={config.valueKey}
            displayKey={config.displayKey}
            queryFields={config.queryConfig ?? []}
            multi={multi}
            chosen={chosen}
            onChosenChange={setChosen}
          />
        </Col>
        <Col span={8}>
          <SelectedTable title={title.replace(/^请选择/, '')} items={chosen} onChange={setChosen} />
        </Col>
      </Row>
    </PickerModal>
  );
}
