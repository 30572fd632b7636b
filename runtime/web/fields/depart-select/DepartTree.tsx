import { App, Empty, Input, Spin, Tree } from 'antd';
import type { Key } from 'react';
import { useEffect, useMemo, useState } from 'react';
import type { DepartNode } from '../../../core/picker/picker.types';
import { http } from '../../http/client';
import { flattenDeparts, splitMatch } from './departNodes';

export interface DepartCheckEvent {
  node: DepartNode;
  checked: boolean;
  /** Every checked node of the tree shown, parents and children linked (linked mode). */
  checkedNodes: DepartNode[];
  /** Every node of the tree shown (the whole tree, or a search's result). */
  shown: DepartNode[];
}

export interface DepartTreeProps {
  /** Check boxes (the department picker) rather than a clickable list (the user picker's filter). */
  checkable: boolean;
  /** Parent and child checked independently (the default) or linked. */
  checkStrictly?: boolean;
  /** Whether a node is among the chosen (stored values may be ids or organisation codes). */
  isChecked?(node: DepartNode): boolean;
  onCheck?(event: DepartCheckEvent): void;
  onSelect?(node: DepartNode | null): void;
  /** Open the first level when the tree loads (default true). */
  rootOpened?: boolean;
}

/**
 * The department tree of the pickers with its search box: Enter searches departments by name
 * (GET /sys/sysDepart/searchBy) and shows the matches, highlighted, with the organisations above
 * them; an empty search shows the whole tree again (GET /sys/sysDepart/queryTreeList).
 */
export function DepartTree({ checkable, checkStrictly = true, isChecked, onCheck, onSelect, rootOpened = true }: DepartTreeProps) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  // The nodes with the keyword they answer, so the highlight always matches the tree shown.
  const [loaded, setLoaded] = useState<{ keyword: string; nodes: DepartNode[] } | null>(null);
  const nodes = loaded?.nodes ?? null;
  const [expanded, setExpanded] = useState<Key[]>([]);
  const shown = useMemo(() => flattenDeparts(nodes ?? []), [nodes]);

  useEffect(() => {
    let live = true;
    const request = keyword ? http.get<DepartNode[]>('/sys/sysDepart/searchBy', { keyWord: keyword }) : http.get<DepartNode[]>('/sys/sysDepart/queryTreeList');
    request
      .then((envelope) => {
        if (!live) return;
        if (!envelope.success) {
          message.warning(envelope.message);
          return;
        }
        setLoaded({ keyword, nodes: envelope.result });
        const all = flattenDeparts(envelope.result);
        setExpanded(keyword ? all.map((node) => node.key) : rootOpened ? envelope.result.map((node) => node.key) : []);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [keyword, rootOpened, message]);

  const checkedKeys = isChecked ? shown.filter(isChecked).map((node) => node.key) : [];

  return (
    <div className="depart-tree">
      <Input.Search allowClear placeholder="请输入部门名称按回车进行搜索" style={{ marginBottom: 8 }} onSearch={(text) => setKeyword(text.trim())} />
      {nodes === null ? (
        <Spin style={{ display: 'block', padding: 24 }} />
      ) : nodes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未找到部门" />
      ) : (
        <Tree<DepartNode>
          blockNode
          checkable={checkable}
          checkStrictly={checkStrictly}
          selectable={!checkable}
          treeData={nodes}
          expandedKeys={expanded}
          onExpand={setExpanded}
          checkedKeys={checkStrictly ? { checked: checkedKeys, halfChecked: [] } : checkedKeys}
          onCheck={(_keys, info) => onCheck?.({ node: info.node, checked: info.checked, checkedNodes: info.checkedNodes, shown })}
          onSelect={(_keys, info) => onSelect?.(info.selected ? info.node : null)}
          titleRender={(node) => {
            const parts = splitMatch(node.departName, loaded?.keyword ?? '');
            return parts ? (
              <span>
                {parts[0]}
                <span className="picker-match" style={{ color: '#f50' }}>
                  {parts[1]}
                </span>
                {parts[2]}
              </span>
            ) : (
              <span>{node.departName}</span>
            );
          }}
        />
      )}
    </div>
  );
}
