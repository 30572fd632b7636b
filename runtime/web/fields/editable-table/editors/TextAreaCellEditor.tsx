import { TextAreaPopup } from '../../text-area-popup/TextAreaPopup';
import type { CellEditorProps } from './editor.types';

/** Table cell text area of widgets-spec §2.2: 300 wide, 210 high. */
const CELL_POPUP = { width: 300, height: 210 };

/** input_pop / textarea cells: the text-area popup, open as soon as the cell is clicked into; closing it validates the cell. */
export function TextAreaCellEditor({ column, value, disabled, onChange, onBlur }: CellEditorProps) {
  return (
    <TextAreaPopup
      {...CELL_POPUP}
      defaultOpen
      value={value === undefined || value === null ? '' : String(value)}
      placeholder={column.config.placeholder ?? `请输入${column.title}`}
      disabled={disabled}
      onChange={onChange}
      onClose={onBlur}
    />
  );
}
