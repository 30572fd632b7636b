import type { RowActionLink, ScreenFile } from '../../../core/screen/screen.types';
import type { ListRecord } from '../list/toTree';
import './index';
import { getRowAction } from './registry';

export interface RowActionSlotProps {
  screen: ScreenFile;
  record: ListRecord;
  link: RowActionLink;
  onDone(): void;
}

/** One hand-written row action of a screen file's `rowActions`, looked up in the action registry. */
export function RowActionSlot({ screen, record, link, onDone }: RowActionSlotProps) {
  const { component: Action } = getRowAction(link.name);
  return <Action screen={screen} record={record} title={link.title} onDone={onDone} />;
}
