import { useCallback } from 'react';
import { parseTreeCondition, TREE_MESSAGES } from '../../../core/dict/treeNode';
import { feedback } from '../../shell/feedback/feedback';
import { LazyTreeSelect } from '../tree-select/LazyTreeSelect';
import { loadCategoryNodes } from './categoryApi';
import { useCategoryLabels } from './useCategoryLabels';

export interface CategorySelectProps {
  /** Stored value: a category id (comma-joined ids when `multiple`). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Code of the category whose sub-categories are offered (e.g. A01); all categories without it. */
  pcode?: string;
  /** JSON object of column → value the categories must match. */
  condition?: string;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

/** Chooses categories of the category dictionary (分类字典), loading each level when it is opened. */
export function CategorySelect({ value, onChange, pcode, condition, multiple, placeholder, disabled }: CategorySelectProps) {
  const labels = useCategoryLabels(value);
  const loadChildren = useCallback(
    (pid: string) =>
      loadCategoryNodes(pid, pcode, condition).catch((error: Error) => {
        // A failed root load (unknown pcode) shows the server's message as an error (widgets-spec §5.5).
        feedback().message.error(error.message);
        throw error;
      }),
    [pcode, condition],
  );
  if (parseTreeCondition(condition) === null) return <span style={{ color: '#ff4d4f' }}>{`${TREE_MESSAGES.conditionNotJson}!`}</span>;
  return (
    <LazyTreeSelect
      value={value}
      onChange={onChange}
      multiple={multiple}
      placeholder={placeholder}
      disabled={disabled}
      loadChildren={loadChildren}
      labels={labels}
    />
  );
}
