import { Badge, Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '../../../core/http/envelope';
import { http } from '../../http/client';
import { dictLabelOf } from '../../render/dict/DictLabel';
import { useDict } from '../../render/dict/useDict';
import { NoticeModal } from '../../shell/notice/NoticeModal';
import type { UserNotice } from '../../shell/notice/notice.types';

interface Filters {
  titile?: string;
  readFlag?: string;
}

const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
const PRIORITY_COLORS: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

/** 我的消息: every announcement the user received, with read state, paged; opening one marks it read. */
export function UserAnnouncementPage() {
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [page, setPage] = useState<Page<UserNotice>>({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  const [loading, setLoading] = useState(false);
  const [reading, setReading] = useState<UserNotice | null>(null);
  const priorities = useDict('priority');
  const categories = useDict('msg_category');

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await http.get<Page<UserNotice>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { ...filters, ...paging });
      if (answer.success) setPage(answer.result);
    } catch {
      // The http client has shown the error.
    } finally {
      setLoading(false);
    }
  }, [filters, paging]);

  useEffect(() => {
    void load();
  }, [load]);

  async function open(notice: UserNotice): Promise<void> {
    setReading(notice);
    if (notice.readFlag === '1') return;
    await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: notice.id }).catch(() => null);
    await load();
  }

  return (
    <Card variant="borderless" className="user-announcement-page">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(values) => {
          setFilters({ titile: values.titile || undefined, readFlag: values.readFlag || undefined });
          setPaging((current) => ({ ...current, pageNo: 1 }));
        }}
      >
        <Form.Item label="标题" name="titile">
          <Input placeholder="请输入标题" allowClear />
        </Form.Item>
        <Form.Item label="阅读状态" name="readFlag">
          <Select
            placeholder="请选择"
            allowClear
            style={{ width: 140 }}
            options={[
              { value: '0', label: '未读' },
              { value: '1', label: '已读' },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
              setPaging((current) => ({ ...current, pageNo: 1 }));
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
      <Table<UserNotice>
        rowKey="id"
        size="middle"
        bordered
        loading={loading}
        dataSource={page.records}
        columns={[
          { title: '标题', dataIndex: 'titile', ellipsis: true },
          { title: '消息类型', dataIndex: 'msgCategory', width: 120, render: (value: string) => dictLabelOf(categories, value) },
          { title: '发布人', dataIndex: 'sender', width: 140 },
          { title: '发布时间', dataIndex: 'sendTime', width: 180 },
          {
            title: '优先级',
            dataIndex: 'priority',
            width: 100,
            render: (value: string) => <Tag color={PRIORITY_COLORS[value]}>{dictLabelOf(priorities, value)}</Tag>,
          },
          {
            title: '阅读状态',
            dataIndex: 'readFlag',
            width: 110,
            render: (value: string) => (value === '1' ? <Badge status="default" text="已读" /> : <Badge status="processing" text="未读" />),
          },
          { title: '操作', key: 'actions', width: 90, align: 'center', render: (_: unknown, record) => <a onClick={() => void open(record)}>查看</a> },
        ]}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: page.total,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
      <NoticeModal notice={reading} onClose={() => setReading(null)} />
    </Card>
  );
}
