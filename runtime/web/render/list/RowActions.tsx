import { Divider, Popconfirm } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { DetailLink } from '../../../core/screen/screen.types';

export interface CustomRowAction {
  key: string;
  node: ReactNode;
}

export interface RowActionsProps {
  canEdit: boolean;
  canDelete: boolean;
  details: DetailLink[];
  /** Hand-written row actions of the screen file (`rowActions`), already rendered, after the detail links. */
  custom?: CustomRowAction[];
  onEdit(): void;
  onView(): void;
  onDelete(): Promise<void>;
  onDetail(link: DetailLink): void;
}

/** Labels of the actions a row shows, in order (also used to size the 操作 column). */
export function rowActionLabels(canEdit: boolean, canDelete: boolean, details: DetailLink[], custom: string[] = []): string[] {
  return [...(canEdit ? ['编辑'] : []), '详情', ...details.map((link) => link.title), ...custom, ...(canDelete ? ['删除'] : [])];
}

/** Width of the 操作 column: the links (14px per character), their dividers and the cell padding. */
export function rowActionsWidth(labels: string[]): number {
  const characters = labels.reduce((sum, label) => sum + label.length, 0);
  return characters * 14 + (labels.length - 1) * 17 + 34;
}

/** The 操作 cell of a row: 编辑, 详情, one link per detail screen, the screen's own row actions, 删除 (confirmed). */
export function RowActions({ canEdit, canDelete, details, custom = [], onEdit, onView, onDelete, onDetail }: RowActionsProps) {
  const actions: { key: string; node: ReactNode }[] = [];
  if (canEdit) actions.push({ key: 'edit', node: <a onClick={onEdit}>编辑</a> });
  actions.push({ key: 'view', node: <a onClick={onView}>详情</a> });
  for (const link of details) actions.push({ key: `detail:${link.screen}`, node: <a onClick={() => onDetail(link)}>{link.title}</a> });
  actions.push(...custom);
  if (canDelete) {
    actions.push({
      key: 'delete',
      node: (
        <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={onDelete}>
          <a>删除</a>
        </Popconfirm>
      ),
    });
  }
  return (
    <span className="screen-row-actions">
      {actions.map(({ key, node }, index) => (
        <Fragment key={key}>
          {index > 0 && <Divider type="vertical" />}
          {node}
        </Fragment>
      ))}
    </span>
  );
}
