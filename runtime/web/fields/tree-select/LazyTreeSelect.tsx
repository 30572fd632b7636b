import { TreeSelect } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { TreeNode } from '../../../core/dict/treeNode';
import type { DictItem } from '../../render/dict/dict.types';
import { joinCommaList, splitCommaList } from '../multi-select/commaList';
import { mergeNodes, toSimpleTreeData } from './treeNodes';

/** A key with the label the select shows for it (antd's labelInValue). */
type Labelled = { value: string; label?: ReactNode };

export interface LazyTreeSelectProps {
  /** Stored value: a node key, or comma-joined keys when `multiple`. */
  value?: string;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Children of a node; the roots for `''`. Rejects with the message to show. */
  loadChildren(pid: string): Promise<TreeNode[]>;
  /** Labels of the current value's keys, shown before their nodes are loaded. */
  labels: DictItem[];
}

/**
 * A tree select that loads the roots when first opened and each node's children when it is
 * expanded (widgets-spec §4 "Tree select nodes load children lazily"); dropdown at most 400px high.
 */
export function LazyTreeSelect({ value, onChange, multiple, placeholder, disabled, loadChildren, labels }: LazyTreeSelectProps) {
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [rootsLoaded, setRootsLoaded] = useState(false);
  const expand = useCallback(
    async (pid: string) => {
      const children = await loadChildren(pid);
      setNodes((known) => mergeNodes(known, children));
    },
    [loadChildren],
  );
  useEffect(() => {
    setNodes([]);
    setRootsLoaded(false);
  }, [loadChildren]);
  const openRoots = (open: boolean) => {
    if (!open || rootsLoaded) return;
    setRootsLoaded(true);
    expand('').catch(() => setRootsLoaded(false));
  };
  const keys = splitCommaList(value);
  const labelOf = (key: string) => nodes.find((node) => node.key === key)?.title ?? labels.find((label) => label.value === key)?.text ?? key;
  return (
    <TreeSelect
      allowClear
      showSearch={false}
      style={{ width: '100%' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
      placeholder={placeholder}
      disabled={disabled}
      multiple={multiple}
      treeCheckable={false}
      labelInValue
      treeDataSimpleMode
      treeData={toSimpleTreeData(nodes)}
      loadData={(node) => expand(String(node.value))}
      onOpenChange={openRoots}
      value={multiple ? keys.map((key) => ({ value: key, label: labelOf(key) })) : keys[0] ? { value: keys[0], label: labelOf(keys[0]) } : undefined}
      onChange={(next: Labelled | Labelled[] | undefined) => {
        const picked = next === undefined ? [] : Array.isArray(next) ? next.map((item) => item.value) : [next.value];
        onChange?.(joinCommaList(picked));
      }}
    />
  );
}
