import { App } from 'antd';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { AddRowSettings } from './addRowSettings';
import { errorCount, saveRefusedMessage } from './cellValidation';
import { createClickGuard, FAST_CLICK_MESSAGE } from './clickGuard';
import './editableTable.css';
import { revealTab } from './revealTab';
import { tableColumns } from './tableColumns';
import { TableBody, type TableBodyHandle } from './TableBody';
import { TableToolbar } from './TableToolbar';
import { visibleButtons } from './toolbarButtons';
import type { CellErrors, EditableTableProps } from './types';
import { useClickOutside } from './useClickOutside';
import { useColumnItems } from './useColumnItems';
import { usePickerCellItems } from './usePickerCellItems';
import { useTableModel, type TableModel } from './useTableModel';
import { useVxeSocket } from './useVxeSocket';

/** Default maximum height of the table (widgets-spec §9). */
export const DEFAULT_MAX_HEIGHT = 400;

/** What code around the table may call (the Formily binding validates through it). */
export interface EditableTableHandle {
  model: TableModel;
  /** Validates every cell, outlines the failures, scrolls to the first and brings its tab forward; answers the failures. */
  validate(): Promise<CellErrors>;
}

/**
 * The editable table (JVxeTable): columns from a detail property, rows from `value`. Only the
 * rows in view plus a small buffer are in the DOM; cells are plain inputs bound to the row array
 * (no form field per cell).
 */
export const EditableTable = forwardRef<EditableTableHandle, EditableTableProps>(function EditableTable(props, ref) {
  const { detail, value, onChange, disabled = false, readOnly = false, maxHeight = DEFAULT_MAX_HEIGHT, stripTempIds = false } = props;
  const { message } = App.useApp();
  const columns = useMemo(() => tableColumns(detail), [detail]);
  const shown = useMemo(() => columns.filter((column) => column.type !== 'hidden'), [columns]);
  const model = useTableModel(detail, columns, value, onChange, stripTempIds);
  const items = usePickerCellItems(shown, model.state.rows, useColumnItems(shown));
  const editable = !disabled && !readOnly;
  const buttons = useMemo(() => visibleButtons(props.disabledButtons), [props.disabledButtons]);
  const [active, setActive] = useState<{ id: string; key: string } | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const body = useRef<TableBodyHandle>(null);
  const dragFrom = useRef<number | null>(null);
  const insertGuard = useMemo(() => createClickGuard(), []);
  const { rows } = model.state;

  useVxeSocket(detail['x-detail']?.table, props.socket ?? true, model.receive);

  // The model's operations are stable; its state is read through `latest`, so these callbacks
  // are too, and the memoised rows and cells are not re-rendered by an unrelated change.
  const latest = useRef(model);
  latest.current = model;
  const { check, edit, move, setSelected, validateAll } = model;
  // Told once per change of the errors, whatever changed them (an edit's cell check, a full check).
  const onErrorsChange = useRef(props.onErrorsChange);
  onErrorsChange.current = props.onErrorsChange;
  useEffect(() => {
    onErrorsChange.current?.(model.errors, latest.current.state.rows);
  }, [model.errors]);

  const deactivate = useCallback(() => {
    setActive((current) => {
      if (current) check(current.id, current.key);
      return null;
    });
  }, [check]);
  useClickOutside(
    useCallback(() => container.current?.querySelector<HTMLElement>('.et-cell-active') ?? null, []),
    active !== null,
    deactivate,
  );

  const validate = useCallback(async () => {
    const errors = await validateAll();
    if (errorCount(errors) > 0) {
      revealTab(container.current);
      body.current?.scrollToRow(
        Math.max(
          0,
          latest.current.state.rows.findIndex((row) => errors.has(row.id)),
        ),
      );
    }
    return errors;
  }, [validateAll]);
  useImperativeHandle(ref, () => ({ model, validate }), [model, validate]);

  const add = (settings: AddRowSettings) => {
    const atTop = settings.position === 1;
    model.addRows(settings.rowCount, atTop ? 0 : undefined);
    if (settings.scrollToBottom) setTimeout(() => body.current?.scrollToRow(atTop ? 0 : rows.length + settings.rowCount), 0);
  };
  const insert = () => {
    if (!insertGuard()) {
      message.warning(FAST_CLICK_MESSAGE);
      return;
    }
    const firstSelected = rows.findIndex((row) => model.selected.has(row.id));
    model.addRows(1, firstSelected < 0 ? 0 : firstSelected);
  };
  const save = async () => {
    const count = errorCount(await validate());
    if (count > 0) message.error(saveRefusedMessage(count));
    else props.onSave?.(model.values(stripTempIds));
  };

  const onSelectAll = useCallback(
    (checked: boolean) => setSelected(checked ? new Set(latest.current.state.rows.map((row) => row.id)) : new Set()),
    [setSelected],
  );
  const onSelect = useCallback(
    (id: string, checked: boolean) => {
      const next = new Set(latest.current.selected);
      if (checked) next.add(id);
      else next.delete(id);
      setSelected(next);
    },
    [setSelected],
  );
  const onActivate = useCallback((id: string, key: string) => setActive({ id, key }), []);
  const onDragStart = useCallback((index: number) => {
    dragFrom.current = index;
  }, []);
  const onDrop = useCallback(
    (index: number) => {
      if (dragFrom.current !== null) move(dragFrom.current, index);
      dragFrom.current = null;
    },
    [move],
  );

  return (
    <div className="et" ref={container} data-error-count={errorCount(model.errors)}>
      {editable && (props.toolbar ?? true) && (
        <TableToolbar
          buttons={buttons}
          selectedCount={model.selected.size}
          collapsed={collapsed}
          canSave={Boolean(props.onSave)}
          onAdd={add}
          onInsert={insert}
          onRemove={() => model.remove([...model.selected])}
          onClearSelection={() => model.setSelected(new Set())}
          onShift={(direction) => model.shift([...model.selected][0], direction)}
          onSave={() => void save()}
          onToggleCollapse={() => setCollapsed((current) => !current)}
        />
      )}
      {!collapsed && (
        <TableBody
          ref={body}
          columns={shown}
          rows={rows}
          items={items}
          errors={model.errors}
          selected={model.selected}
          reloaded={model.reloaded}
          active={active}
          editable={editable}
          rowNumber={props.rowNumber ?? true}
          rowSelection={(props.rowSelection ?? true) && editable}
          dragSort={(props.dragSort ?? true) && editable}
          maxHeight={maxHeight}
          onSelectAll={onSelectAll}
          onSelect={onSelect}
          onActivate={onActivate}
          onEdit={edit}
          onBlur={check}
          onDragStart={onDragStart}
          onDrop={onDrop}
        />
      )}
    </div>
  );
});
