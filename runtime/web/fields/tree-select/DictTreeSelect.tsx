import { useCallback } from 'react';
import { parseDictCode } from '../../../core/screen/dictCode';
import { parseTreeCondition, TREE_MESSAGES } from '../../../core/dict/treeNode';
import { EMPTY_DICT_CODE_MESSAGE } from '../../render/dict/dictMessages';
import { feedback } from '../../shell/feedback/feedback';
import { useDictLabels } from '../search-select/useDictLabels';
import { LazyTreeSelect } from './LazyTreeSelect';
import { fetchTreeNodes } from './treeApi';

export interface DictTreeSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** Table dictionary `table,text_column,key_column` of the tree, from the field's `x-dict`. */
  dictCode?: string;
  /** Column holding the parent's key. */
  pidField?: string;
  /** Column holding '1' for rows with children (else the server looks children up). */
  hasChildField?: string;
  /** Key of the node whose children are the roots shown (default: the table's roots). */
  pidValue?: string;
  /** JSON object of column → value the nodes must match. */
  condition?: string;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
}

function ErrorText({ children }: { children: string }) {
  return <span style={{ color: '#ff4d4f' }}>{children}</span>;
}

/** Tree select over a screen's table, loaded lazily from `/sys/dict/loadTreeData`. */
export function DictTreeSelect({
  value,
  onChange,
  dictCode,
  pidField = 'pid',
  hasChildField,
  pidValue = '',
  condition,
  multiple,
  placeholder,
  disabled,
}: DictTreeSelectProps) {
  const ref = dictCode ? parseDictCode(dictCode) : null;
  const labels = useDictLabels(dictCode, value);
  const tableName = ref?.kind === 'table' ? ref.table : '';
  const text = ref?.kind === 'table' ? ref.textColumn : '';
  const code = ref?.kind === 'table' ? ref.valueColumn : '';
  const conditionValid = parseTreeCondition(condition) !== null;
  const loadChildren = useCallback(
    (pid: string) =>
      fetchTreeNodes('/sys/dict/loadTreeData', {
        pid: pid || pidValue,
        tableName,
        text,
        code,
        pidField,
        ...(hasChildField ? { hasChildField } : {}),
        ...(condition ? { condition } : {}),
      }).catch((error: Error) => {
        feedback().message.error(error.message);
        throw error;
      }),
    [tableName, text, code, pidField, hasChildField, pidValue, condition],
  );
  if (!dictCode) return <ErrorText>{EMPTY_DICT_CODE_MESSAGE}</ErrorText>;
  if (!conditionValid) return <ErrorText>{TREE_MESSAGES.treeSelectConditionNotJson}</ErrorText>;
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
