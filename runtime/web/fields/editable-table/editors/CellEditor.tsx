import type { ComponentType } from 'react';
import type { CellType } from '../../../../core/screen/tableColumn.types';
import { ChoiceCellEditor } from './ChoiceCellEditor';
import { DateCellEditor } from './DateCellEditor';
import type { CellEditorProps } from './editor.types';
import { NumberCellEditor } from './NumberCellEditor';
import { PopupCellEditor } from './PopupCellEditor';
import { RemoteSelectEditor } from './RemoteSelectEditor';
import { SlotCell } from './SlotCell';
import { TextCellEditor } from './TextCellEditor';
import { UploadCellEditor } from './UploadCellEditor';

const EDITORS: Record<Exclude<CellType, 'hidden'>, ComponentType<CellEditorProps>> = {
  input: TextCellEditor,
  input_pop: TextCellEditor,
  textarea: TextCellEditor,
  inputNumber: NumberCellEditor,
  checkbox: ChoiceCellEditor,
  radio: ChoiceCellEditor,
  select: ChoiceCellEditor,
  sel_search: ChoiceCellEditor,
  list_multi: ChoiceCellEditor,
  sel_depart: ChoiceCellEditor,
  sel_user: RemoteSelectEditor,
  sel_search_async: RemoteSelectEditor,
  date: DateCellEditor,
  datetime: DateCellEditor,
  time: DateCellEditor,
  popup: PopupCellEditor,
  upload: UploadCellEditor,
  file: UploadCellEditor,
  image: UploadCellEditor,
  slot: SlotCell,
};

/** The editor of a cell's column type. */
export function CellEditor(props: CellEditorProps) {
  if (props.column.type === 'hidden') return null;
  const Editor = EDITORS[props.column.type];
  return <Editor {...props} />;
}
