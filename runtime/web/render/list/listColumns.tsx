import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { CellValue } from './CellValue';
import type { ListSort } from './listParams';
import type { ListRecord } from './toTree';

/** Cells drawn by something other than the field's type (a flow's state as a tag), by field. */
export type CellRenderers = Record<string, (record: ListRecord) => ReactNode>;

/**
 * The data columns of a screen's table, in `list.columns` order, each sortable on the server and
 * showing the current sort. Cells are centred (JeecgBoot style) except a tree's first column,
 * whose indentation shows the hierarchy; `cells` overrides how a field's cell is drawn.
 */
export function listColumns(screen: ScreenFile, sort: ListSort, cells: CellRenderers = {}): TableColumnsType<ListRecord> {
  return [...fieldColumns(screen, sort, cells), ...aggregateColumns(screen, sort)];
}

const sortOrderOf = (sort: ListSort, key: string) => (sort.field === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null);

/**
 * The list's computed columns (`list.aggregates`), after the fields: read-only figures the server
 * computes per row, sortable; a percentage without a denominator reads —.
 */
function aggregateColumns(screen: ScreenFile, sort: ListSort): TableColumnsType<ListRecord> {
  return (screen.list.aggregates ?? []).map((aggregate) => ({
    title: aggregate.title,
    dataIndex: aggregate.key,
    key: aggregate.key,
    align: 'center' as const,
    sorter: true,
    sortOrder: sortOrderOf(sort, aggregate.key),
    render: (value: unknown) => (value === null || value === undefined ? '—' : String(value)),
  }));
}

function fieldColumns(screen: ScreenFile, sort: ListSort, cells: CellRenderers): TableColumnsType<ListRecord> {
  return screen.list.columns
    .filter((name) => screen.entity.properties[name])
    .map((name, index) => {
      const field = screen.entity.properties[name];
      return {
        title: field.title,
        dataIndex: name,
        key: name,
        align: screen.treeParent && index === 0 ? ('left' as const) : ('center' as const),
        ellipsis: true,
        sorter: true,
        sortOrder: sortOrderOf(sort, name),
        render: (_: unknown, record: ListRecord) => cells[name]?.(record) ?? <CellValue name={name} field={field} record={record} />,
      };
    });
}
