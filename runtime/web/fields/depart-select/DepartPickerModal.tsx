import { useState } from 'react';
import type { DepartKeyField, DepartNode } from '../../../core/picker/picker.types';
import { toggleChosen } from '../picker/chosenItems';
import { pickedItemsOf, type LabelSource } from '../picker/labelStore';
import type { PickedItem, PickerModalProps } from '../picker/picker.types';
import { PickerModal } from '../picker/PickerModal';
import type { DepartTextField } from './departSource';
import { DepartTree, type DepartCheckEvent } from './DepartTree';

/** Default width of the department dialog (widgets-spec §9). */
export const DEPART_MODAL_WIDTH = 500;

export interface DepartPickerOptions {
  store: DepartKeyField;
  text: DepartTextField;
  /** Parent and child checked independently (default) rather than linked; linked only applies to multi mode. */
  checkStrictly: boolean;
  modalWidth?: number;
  rootOpened?: boolean;
}

/** The chosen departments after a tick: linked multi mode takes the tree's linked set, otherwise one node toggles. */
function afterCheck(chosen: PickedItem[], event: DepartCheckEvent, multi: boolean, linked: boolean, itemOf: (node: DepartNode) => PickedItem): PickedItem[] {
  if (!linked) return toggleChosen(chosen, [itemOf(event.node)], event.checked, multi);
  const shownKeys = new Set(event.shown.map((node) => itemOf(node).key));
  return [...chosen.filter((item) => !shownKeys.has(item.key)), ...event.checkedNodes.map(itemOf)];
}

/** The department picker's dialog: the searchable tree, with check boxes. */
export function DepartPickerModal({
  options,
  source,
  open,
  keys,
  multi,
  onOk,
  onCancel,
}: PickerModalProps & { options: DepartPickerOptions; source: LabelSource }) {
  const [chosen, setChosen] = useState(() => pickedItemsOf(source, keys));
  const itemOf = (node: DepartNode): PickedItem => ({ key: node[options.store], label: node[options.text] });
  const chosenKeys = new Set(chosen.map((item) => item.key));
  const linked = multi && !options.checkStrictly;
  return (
    <PickerModal title="选择部门" width={options.modalWidth ?? DEPART_MODAL_WIDTH} open={open} onOk={() => onOk(chosen)} onCancel={onCancel}>
      <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
        <DepartTree
          checkable
          checkStrictly={!linked}
          rootOpened={options.rootOpened}
          isChecked={(node) => chosenKeys.has(node[options.store])}
          onCheck={(event) => setChosen(afterCheck(chosen, event, multi, linked, itemOf))}
        />
      </div>
    </PickerModal>
  );
}
