import { Button, Divider, Popconfirm, Space } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { DetailLink } from '../../../core/screen/screen.types';

export interface CustomRowAction {
  key: string;
  node: ReactNode;
}

/** Links with dividers in a table cell; small buttons that wrap on a phone's card. */
export type RowActionsVariant = 'links' | 'buttons';

export interface RowActionsProps {
  canEdit: boolean;
  canDelete: boolean;
  details: DetailLink[];
  /** Actions right after 详情, already rendered (a flow's transitions). */
  afterView?: CustomRowAction[];
  /** Hand-written row actions of the screen file (`rowActions`), already rendered, after the detail links. */
  custom?: CustomRowAction[];
  variant?: RowActionsVariant;
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

/** One built-in action as the variant shows it. */
function ActionTrigger({ variant, label, onClick }: { variant: RowActionsVariant; label: string; onClick(): void }) {
  if (variant === 'links') return <a onClick={onClick}>{label}</a>;
  return (
    <Button size="small" onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * The actions of a row: 编辑, 详情, the `afterView` ones (a flow's transitions), one per detail
 * screen, the screen's own row actions, 删除 (confirmed). Links in a table, buttons on a card.
 */
export function RowActions({
  canEdit,
  canDelete,
  details,
  afterView = [],
  custom = [],
  variant = 'links',
  onEdit,
  onView,
  onDelete,
  onDetail,
}: RowActionsProps) {
  const actions: CustomRowAction[] = [];
  if (canEdit) actions.push({ key: 'edit', node: <ActionTrigger variant={variant} label="编辑" onClick={onEdit} /> });
  actions.push({ key: 'view', node: <ActionTrigger variant={variant} label="详情" onClick={onView} /> });
  actions.push(...afterView);
  for (const link of details)
    actions.push({ key: `detail:${link.screen}`, node: <ActionTrigger variant={variant} label={link.title} onClick={() => onDetail(link)} /> });
  actions.push(...custom);
  if (canDelete) {
    actions.push({
      key: 'delete',
      node: (
        <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={onDelete}>
          {/* The element itself, not ActionTrigger: the popup needs a child that holds a ref. */}
          {variant === 'links' ? (
            <a>删除</a>
          ) : (
            <Button size="small" danger>
              删除
            </Button>
          )}
        </Popconfirm>
      ),
    });
  }
  if (variant === 'buttons') {
    return (
      <Space className="screen-row-actions" size={[8, 8]} wrap>
        {actions.map(({ key, node }) => (
          <Fragment key={key}>{node}</Fragment>
        ))}
      </Space>
    );
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
