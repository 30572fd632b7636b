import { Alert, App, Card, Table, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { recordEditable } from '../../../core/flow/flowModel';
import type { Envelope } from '../../../core/http/envelope';
import { permissionCode, screenActions } from '../../../core/screen/screenModel';
import type { DetailLink, ScreenAction, ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';
import { useIsPhone } from '../../shell/layouts/breakpoints';
import { useHasPermission } from '../../shell/permission/useHasPermission';
import { useProjectStore } from '../../stores/projectStore';
import { DeviceLiveSection } from '../device/DeviceLiveSection';
import { FormModal } from '../form/FormModal';
import { useOpenedOnce } from '../modal/useOpenedOnce';
import type { FormMode } from '../form/formMode';
import { useListFlow } from '../flow/useListFlow';
import { DetailDrawer, type DetailDrawerProps } from './DetailDrawer';
import { FilterAlert } from './FilterAlert';
import { ListCards } from './ListCards';
import { parseListUrl } from './listUrl';
import { listColumns } from './listColumns';
import { ListToolbar } from './ListToolbar';
import { ExcelButtons, useExcelActions } from '../excel/ExcelButtons';
import { QueryForm } from './QueryForm';
import { recordText } from './recordText';
import { RecycleBinButton } from './RecycleBinButton';
import { RowActionSlot } from '../actions/RowActionSlot';
import { RowActions, rowActionLabels, rowActionsWidth, type RowActionsVariant } from './RowActions';
import { SelectionAlert } from './SelectionAlert';
import { SuperQueryButton } from '../superQuery/SuperQueryButton';
import { toTree, type ListRecord } from './toTree';
import { PAGE_SIZE_OPTIONS, useListPage } from './useListPage';
import { useOpenRecord } from './useOpenRecord';
import { useTreeDrag } from './useTreeDrag';
import { ListTotal } from './ListTotal';
import { GanttTab, ListViewSwitch, type ListView } from '../gantt/ListViews';

/** Wide tables scroll sideways; one object for every render, so the table does not re-measure for a new one. */
const TABLE_SCROLL = { x: 'max-content' } as const;

export interface ListPageProps {
  screen: ScreenFile;
  /** Exact filters and form values of a detail list (the parent row's id). */
  fixedValues?: Record<string, string>;
  /** The route's query string when the page opened: its filters, flow tab and `open` (contract C). */
  urlSearch?: string;
}

/**
 * The generic list page of a screen (JeecgBoot style): query form, toolbar, server-paged sortable
 * table with selection and row actions, the form modal and detail drawers. Tree screens load all
 * rows and show them nested. Query, paging, sorting and selection live in useListPage.
 */
export function ListPage({ screen, fixedValues, urlSearch = '' }: ListPageProps) {
  const { message, modal } = App.useApp();
  const can = useHasPermission();
  const phone = useIsPhone();
  const projectId = useProjectStore((state) => state.projectId);
  // The route's filters are read once: a kept-alive tab does not follow later navigation.
  const [url] = useState(() => parseListUrl(screen, urlSearch));
  const list = useListPage(screen, http, {
    fixedFilter: fixedValues,
    scopeKey: projectId,
    initialQuery: url.query,
    initialFilter: url.filter,
    initialTab: url.tab,
  });
  const flow = useListFlow(screen, list, http);
  const [editing, setEditing] = useState<{ mode: FormMode; record?: ListRecord } | null>(null);
  const formUsed = useOpenedOnce(editing !== null);
  const openView = useCallback((record: ListRecord) => setEditing({ mode: 'view', record }), []);
  useOpenRecord(screen, http, url.openId, list, openView, message.error);
  const [detail, setDetail] = useState<DetailDrawerProps['detail']>(null);
  const detailUsed = useOpenedOnce(detail !== null);
  const [view, setView] = useState<ListView>('table');
  const { gantt } = screen.list;
  const details = useMemo(() => screen.details ?? [], [screen]);

  const report = useCallback(
    async (envelope: Promise<Envelope<unknown>>): Promise<void> => {
      try {
        const answer = await envelope;
        if (answer.success) message.success(answer.message);
        else message.error(answer.message);
      } catch {
        // The http client has shown the network or HTTP error.
      }
    },
    [message],
  );

  function confirmDeleteBatch(): void {
    const ids = list.selectedIds;
    modal.confirm({
      title: '确认删除',
      content: `确定要删除这 ${ids.length} 项吗?`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => report(list.removeBatch(ids)),
    });
  }

  const openDetail = useCallback(
    (link: DetailLink, record: ListRecord): void => setDetail({ link, parentId: record.id, parentLabel: recordText(record, screen.list.columns[0]) }),
    [screen],
  );

  // A read-only screen has no write actions, also for the administrator (who holds every code).
  const allows = (action: ScreenAction) => screenActions(screen).includes(action) && can(permissionCode(screen, action));
  const canEdit = allows('edit');
  const canDelete = allows('delete');
  // Selection only serves batch actions, so users without one see no checkboxes.
  const canDeleteBatch = allows('deleteBatch');
  const rowActionLinks = useMemo(() => (screen.rowActions ?? []).filter((link) => can(permissionCode(screen, link.name))), [screen, can]);
  // Each toolbar button stands on its own: 导入/导出 do not need 高级查询 (nor the other way round).
  const excel = useExcelActions(screen);
  const showRecycleBin = Boolean(screen.softDelete) && canDelete;
  const hasExtraButtons = Boolean(screen.list.superQuery) || showRecycleBin || excel.canImport || excel.canExport;
  const { sort, reload, remove } = list;
  const flowCells = flow?.cells;
  const flowActions = flow?.actions;
  const flowActionTitles = flow?.widestActionTitles;
  const cells = useMemo(() => flowCells ?? {}, [flowCells]);
  // A record past its flow's `editable` states changes only through the flow (the server refuses the rest).
  const flowDeclaration = flow?.flow;
  const unlocked = useCallback((record: ListRecord) => !flowDeclaration || recordEditable(flowDeclaration, record), [flowDeclaration]);
  const rowActions = useCallback(
    (record: ListRecord, variant: RowActionsVariant) => (
      <RowActions
        canEdit={canEdit && unlocked(record)}
        canDelete={canDelete && unlocked(record)}
        details={details}
        variant={variant}
        afterView={flowActions?.(record, variant)}
        custom={rowActionLinks.map((link) => ({
          key: `action:${link.name}`,
          node: <RowActionSlot screen={screen} record={record} link={link} onDone={reload} />,
        }))}
        onEdit={() => setEditing({ mode: 'edit', record })}
        onView={() => openView(record)}
        onDelete={() => report(remove(record.id))}
        onDetail={(link) => openDetail(link, record)}
      />
    ),
    [screen, canEdit, canDelete, unlocked, details, flowActions, rowActionLinks, reload, remove, report, openDetail, openView],
  );
  // Built again only when what they show changes: the table re-derives its column layout for every new array.
  const columns = useMemo<TableColumnsType<ListRecord>>(
    () => [
      ...listColumns(screen, sort, cells),
      {
        title: '操作',
        key: 'actions',
        fixed: 'right',
        align: 'center',
        width: rowActionsWidth(rowActionLabels(canEdit, canDelete, details, [...(flowActionTitles ?? []), ...rowActionLinks.map((link) => link.title)])),
        render: (_: unknown, record: ListRecord) => rowActions(record, 'links'),
      },
    ],
    [screen, sort, cells, canEdit, canDelete, details, flowActionTitles, rowActionLinks, rowActions],
  );

  const rows = useMemo(() => (screen.treeParent ? toTree(list.records, screen.treeParent) : list.records), [screen.treeParent, list.records]);
  // Tree screens: drag a row onto another to make it the parent (saved through the edit route).
  const dragRow = useTreeDrag(screen, canEdit, list.reload);

  return (
    <Card
      variant="borderless"
      className={phone ? 'screen-list-page screen-list-page--phone' : 'screen-list-page'}
      styles={fixedValues ? { body: { padding: 0 } } : undefined}
    >
      <QueryForm screen={screen} narrow={fixedValues !== undefined} initialValues={url.query} onSearch={list.search} onReset={list.reset} />
      <FilterAlert screen={screen} filter={list.filter} onClear={list.clearFilter} />
      <ListToolbar
        canAdd={allows('add')}
        canDeleteBatch={canDeleteBatch}
        selectedCount={list.selectedIds.length}
        onAdd={() => setEditing({ mode: 'add' })}
        onDeleteBatch={confirmDeleteBatch}
        extra={
          hasExtraButtons ? (
            <>
              {screen.list.superQuery && <SuperQueryButton screen={screen} params={list.superQuery} onSearch={list.searchSuper} />}
              {showRecycleBin && <RecycleBinButton screen={screen} onRestored={list.reload} />}
              {(excel.canImport || excel.canExport) && (
                <ExcelButtons screen={screen} params={list.params} selectedIds={list.selectedIds} onImported={list.reload} />
              )}
            </>
          ) : undefined
        }
      />
      {canDeleteBatch && <SelectionAlert count={list.selectedIds.length} onClear={() => list.select([])} />}
      {list.error && <Alert className="screen-list-error" type="error" showIcon message={list.error} style={{ marginBottom: 16 }} />}
      {flow?.tabs}
      {gantt && <ListViewSwitch value={view} onChange={setView} />}
      {gantt && view === 'gantt' ? (
        <GanttTab
          screen={{ ...screen, list: { ...screen.list, gantt } }}
          params={list.params}
          canEdit={canEdit}
          reloadKey={list.records}
          onOpen={(record) => setEditing({ mode: canEdit && unlocked(record) ? 'edit' : 'view', record })}
          onSaved={list.reload}
        />
      ) : phone ? (
        <ListCards
          screen={screen}
          records={list.records}
          loading={list.loading}
          cells={cells}
          badgeField={flow?.flow.stateField}
          actions={(record) => rowActions(record, 'buttons')}
          pageNo={list.pageNo}
          pageSize={list.pageSize}
          total={list.total}
          onPage={screen.treeParent ? null : list.changePage}
        />
      ) : (
        <Table<ListRecord>
          rowKey="id"
          size="middle"
          bordered
          loading={list.loading}
          columns={columns}
          dataSource={rows}
          scroll={TABLE_SCROLL}
          rowSelection={canDeleteBatch ? { selectedRowKeys: list.selectedIds, onChange: (keys) => list.select(keys.map(String)) } : undefined}
          onRow={dragRow ?? undefined}
          pagination={
            screen.treeParent
              ? false
              : {
                  current: list.pageNo,
                  pageSize: list.pageSize,
                  total: list.total,
                  pageSizeOptions: PAGE_SIZE_OPTIONS,
                  showSizeChanger: true,
                  showQuickJumper: true,
                  showTotal: (total) => <ListTotal total={total} capped={list.totalCapped} onCountExactly={list.countExactly} />,
                }
          }
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'paginate') list.changePage(pagination.current ?? 1, pagination.pageSize ?? list.pageSize);
            if (extra.action === 'sort' && !Array.isArray(sorter)) {
              list.changeSort(sorter.order ? { field: String(sorter.field), order: sorter.order === 'ascend' ? 'asc' : 'desc' } : null);
            }
          }}
        />
      )}
      {formUsed && (
        <FormModal
          screen={screen}
          mode={editing?.mode ?? 'add'}
          open={editing !== null}
          record={editing?.record}
          fixedValues={fixedValues}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
          viewExtra={
            editing?.record && (flow || screen.device) ? (
              <>
                {flow?.recordSection(editing.record)}
                {screen.device && <DeviceLiveSection screen={screen} deviceId={String(editing.record.id)} />}
              </>
            ) : undefined
          }
        />
      )}
      {flow?.stepModal}
      {detailUsed && <DetailDrawer detail={detail} onClose={() => setDetail(null)} />}
    </Card>
  );
}
