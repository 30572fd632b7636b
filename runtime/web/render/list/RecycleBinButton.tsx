import { RestOutlined } from '@ant-design/icons';
import { Button, Divider, Modal, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '../../../core/http/envelope';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { defaultSort } from '../../../core/screen/screenModel';
import { http } from '../../http/client';
import { useEnvelopeReport } from '../actions/useEnvelopeReport';
import { listColumns } from './listColumns';
import type { ListRecord } from './toTree';
import { useOpenedOnce } from '../modal/useOpenedOnce';

export interface RecycleBinButtonProps {
  screen: ScreenFile;
  /** Reloads the list after rows came back. */
  onRestored(): void;
}

const BIN_PAGE_SIZE = 10;

/** 回收站 of a `softDelete` screen: the deleted rows, each to 还原 or to 彻底删除 (confirmed). */
export function RecycleBinButton({ screen, onRestored }: RecycleBinButtonProps) {
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  const [page, setPage] = useState<{ records: ListRecord[]; total: number; current: number }>({ records: [], total: 0, current: 1 });
  const [loading, setLoading] = useState(false);
  const report = useEnvelopeReport();

  const load = useCallback(
    async (pageNo: number) => {
      setLoading(true);
      try {
        const answer = await http.get<Page<ListRecord>>(`${screen.api}/recycleBin`, { pageNo, pageSize: BIN_PAGE_SIZE });
        if (answer.success) setPage({ records: answer.result.records, total: answer.result.total, current: pageNo });
      } finally {
        setLoading(false);
      }
    },
    [screen.api],
  );

  useEffect(() => {
    if (open) void load(1);
  }, [open, load]);

  async function restore(id: string): Promise<void> {
    if (await report(http.put(`${screen.api}/putRecycleBin`, { ids: id }))) {
      onRestored();
      await load(page.current);
    }
  }

  async function purge(id: string): Promise<void> {
    if (await report(http.delete(`${screen.api}/deleteRecycleBin`, { ids: id }))) await load(page.current);
  }

  const columns: TableColumnsType<ListRecord> = [
    // The bin is a plain list: no sorting.
    ...listColumns(screen, defaultSort(screen)).map((column) => ({ ...column, sorter: false, sortOrder: undefined })),
    {
      title: '操作',
      key: 'actions',
      align: 'center',
      fixed: 'right',
      render: (_: unknown, record: ListRecord) => (
        <span>
          <a onClick={() => restore(record.id)}>还原</a>
          <Divider type="vertical" />
          <Popconfirm title="确定彻底删除吗?" okText="确定" cancelText="取消" onConfirm={() => purge(record.id)}>
            <a>彻底删除</a>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <>
      <Button icon={<RestOutlined />} onClick={() => setOpen(true)}>
        回收站
      </Button>
      {used && (
        <Modal title={`${screen.title} - 回收站`} width={1000} open={open} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
          <Table<ListRecord>
            rowKey="id"
            size="middle"
            bordered
            loading={loading}
            columns={columns}
            dataSource={page.records}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page.current,
              pageSize: BIN_PAGE_SIZE,
              total: page.total,
              showTotal: (total) => `共 ${total} 条`,
              onChange: (pageNo) => void load(pageNo),
            }}
          />
        </Modal>
      )}
    </>
  );
}
