import { Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SelectionAlert } from '../../render/list/SelectionAlert';
import type { PopupConfig, ReportColumnInfo, ReportRecord } from './popup.types';
import { rowKeyOf } from './popup.utils';
import { ReportQueryForm } from './ReportQueryForm';
import { POPUP_PAGE_SIZES, useReportTable } from './useReportTable';

/** Width of the report popup (widgets-spec §9). */
export const POPUP_MODAL_WIDTH = 1200;

/** A cell: the server's dictionary text when the column has one, else the value. */
function cellText(record: ReportRecord, column: ReportColumnInfo): string {
  const value = record[`${column.dataIndex}_dictText`] ?? record[column.dataIndex];
  return value === null || value === undefined ? '' : String(value);
}

interface ReportPopupModalProps {
  config: PopupConfig;
  open: boolean;
  /** The chosen rows (one in single mode). */
  onOk(rows: ReportRecord[]): void;
  onClose(): void;
}

/**
 * The report popup (JPopupOnlReport): query form, the report's table with paging, sorting and
 * radio or checkbox selection (a click on a row selects it), 已选择 N 项 with 清空, and 确定 which
 * insists on one record in single mode.
 */
export function ReportPopupModal({ config, open, onOk, onClose }: ReportPopupModalProps) {
  const table = useReportTable(config, open);
  const columns: ColumnsType<ReportRecord> = (table.meta?.columns.columns ?? []).map((column) => ({
    title: column.title,
    dataIndex: column.dataIndex,
    key: column.dataIndex,
    width: column.width,
    align: 'center',
    sorter: true,
    render: (_: unknown, record: ReportRecord) => cellText(record, column),
  }));
  const close = () => {
    table.clearSelection();
    onClose();
  };
  return (
    <Modal
      title={table.meta?.columns.cgRpConfigName ?? ''}
      open={open}
      width={POPUP_MODAL_WIDTH}
      okText="确定"
      cancelText="关闭"
      onOk={() => {
        const rows = table.confirm();
        if (!rows) return;
        onOk(rows);
        close();
      }}
      onCancel={close}
      destroyOnHidden
      wrapClassName="report-popup-modal"
    >
      <ReportQueryForm table={table} />
      <SelectionAlert count={table.selected.length} onClear={table.clearSelection} />
      <Table<ReportRecord>
        size="small"
        bordered
        rowKey={rowKeyOf}
        columns={columns}
        dataSource={table.page.records}
        loading={table.loading}
        scroll={{ x: true }}
        style={{ minHeight: 300 }}
        rowSelection={{
          type: table.multi ? 'checkbox' : 'radio',
          selectedRowKeys: table.selectedKeys,
          onChange: (_keys, rows) => table.selectOnPage(rows),
        }}
        onRow={(record) => ({ onClick: () => table.toggle(record), style: { cursor: 'pointer' } })}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          table.changeSort(one?.order ? String(one.field) : undefined, one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined);
        }}
        pagination={{
          current: table.paging.current,
          pageSize: table.paging.pageSize,
          total: table.page.total,
          pageSizeOptions: POPUP_PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total, range) => `${range[0]}-${range[1]} 共${total}条`,
          onChange: table.changePage,
        }}
      />
    </Modal>
  );
}
