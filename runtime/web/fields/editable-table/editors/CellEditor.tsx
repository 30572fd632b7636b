import type { ComponentType } from 'react';
import type { CellType } from '../../../../core/screen/tableColumn.types';
import { ChoiceCellEditor } from './ChoiceCellEditor';
import { DateCellEditor } from './DateCellEditor';
import { DictSearchCellEditor } from './DictSearchCellEditor';
import type { CellEditorProps } from './editor.types';
import { NumberCellEditor } from './NumberCellEditor';
import { PickerCellEditor } from './PickerCellEditor';
import { PopupCellEditor } from './PopupCellEditor';
import { SlotCell } from './SlotCell';
import { TextAreaCellEditor } from './TextAreaCellEditor';
import { TextCellEditor } from './TextCellEditor';
import { UploadCellEditor } from './UploadCellEditor';

const EDITORS: Record<Exclude<CellType, 'hidden'>, ComponentType<CellEditorProps>> = {
  input: TextCellEditor,
  input_pop: TextAreaCellEditor,
  textarea: TextAreaCellEditor,
  inputNumber: NumberCellEditor,
  checkbox: ChoiceCellEditor,
  radio: ChoiceCellEditor,
  select: ChoiceCellEditor,
  sel_search: ChoiceCellEditor,
  list_multi: ChoiceCellEditor,
  sel_depart: PickerCellEditor,
  sel_user: PickerCellEditor,
  sel_search_async: DictSearchCellEditor,
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
