import { Drawer, Progress, Radio, Statistic, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { ReadStatistics, RecipientReadState } from '../../../../core/notice/readStatistics.types';
import { http } from '../../../http/client';
import type { RowActionProps } from '../rowAction.types';

const PAGE_SIZE = 10;

const COLUMNS: TableColumnsType<RecipientReadState> = [
  { title: '姓名', dataIndex: 'realname' },
  { title: '账号', dataIndex: 'username' },
  { title: '阅读状态', dataIndex: 'readFlag', render: (flag: string) => (flag === '1' ? <Tag color="green">已读</Tag> : <Tag>未读</Tag>) },
  { title: '阅读时间', dataIndex: 'readTime', render: (time: string | null) => time ?? '-' },
];

interface Query {
  pageNo: number;
  readFlag: '' | '0' | '1';
}

/** Loads one page of an announcement's read statistics whenever the query changes. */
function useReadStatistics(api: string, id: string, open: boolean, query: Query) {
  const [statistics, setStatistics] = useState<ReadStatistics | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    http
      .get<ReadStatistics>(`${api}/readStatistics`, { id, pageNo: query.pageNo, pageSize: PAGE_SIZE, ...(query.readFlag ? { readFlag: query.readFlag } : {}) })
      .then((answer) => current && answer.success && setStatistics(answer.result))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [api, id, open, query.pageNo, query.readFlag]);
  return { statistics, loading };
}

/** 阅读统计: a drawer with how many recipients read the announcement, and who did and when. */
export function ReadStatsAction({ screen, record, title }: RowActionProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<Query>({ pageNo: 1, readFlag: '' });
  const { statistics, loading } = useReadStatistics(screen.api, record.id, open, query);
  const percent = statistics && statistics.total > 0 ? Math.round((statistics.readCount / statistics.total) * 100) : 0;

  return (
    <>
      <a onClick={() => setOpen(true)}>{title}</a>
      <Drawer
        title={`${title} - ${String(record[screen.list.columns[0]] ?? '')}`}
        width={720}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
        className="read-stats-drawer"
      >
        <div className="read-stats-drawer__summary" style={{ display: 'flex', gap: 48, alignItems: 'center', marginBottom: 24 }}>
          <Progress type="circle" percent={percent} size={88} format={(value) => `${value}%`} />
          <Statistic title="接收人数" value={statistics?.total ?? 0} />
          <Statistic title="已读" value={statistics?.readCount ?? 0} valueStyle={{ color: '#52c41a' }} />
          <Statistic title="未读" value={statistics?.unreadCount ?? 0} valueStyle={{ color: '#faad14' }} />
        </div>
        <Radio.Group
          value={query.readFlag}
          onChange={(event) => setQuery({ pageNo: 1, readFlag: event.target.value as Query['readFlag'] })}
          optionType="button"
          options={[
            { label: '全部', value: '' },
            { label: '已读', value: '1' },
            { label: '未读', value: '0' },
          ]}
          style={{ marginBottom: 12 }}
        />
        <Table<RecipientReadState>
          rowKey="userId"
          size="small"
          loading={loading}
          columns={COLUMNS}
          dataSource={statistics?.page.records ?? []}
          pagination={{
            current: query.pageNo,
            pageSize: PAGE_SIZE,
            total: statistics?.page.total ?? 0,
            showSizeChanger: false,
            onChange: (pageNo) => setQuery({ ...query, pageNo }),
          }}
        />
      </Drawer>
    </>
  );
}
