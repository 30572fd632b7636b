import { PopupInput } from '../../popup/PopupInput';
import type { CellEditorProps } from './editor.types';

/**
 * popup cells: the report popup of column `popupCode`; choosing a row copies its `orgFields`
 * into the row's `destFields` (this cell included when it is one of them). With `allowInput`
 * the cell can also be typed in.
 */
export function PopupCellEditor({ column, value, disabled, onChange, onSetCells }: CellEditorProps) {
  const { popupCode, orgFields, destFields, multi, param, placeholder, allowInput } = column.config;
  return (
    <PopupInput
      code={popupCode}
      orgFields={orgFields}
      destFields={destFields}
      multi={multi}
      param={param}
      groupId={popupCode}
      value={value}
      disabled={disabled}
      allowInput={allowInput}
      onType={onChange}
      placeholder={placeholder ?? `请选择${column.title}`}
      onPick={(values) => onSetCells?.(values)}
    />
  );
}
