import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { http } from '../../http/client';
import { useDict } from '../../render/dict/useDict';
import { dictLabelOf } from '../../render/dict/DictLabel';
import { NoticeModal } from './NoticeModal';
import type { UserNotice } from './notice.types';
import { useUnreadNotices } from './useUnreadNotices';
import './notice.css';

export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';
const POPOVER_WIDTH = 300;
const PRIORITY_COLORS: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

function NoticeList({ notices, onOpen, onMore }: { notices: UserNotice[]; onOpen(notice: UserNotice): void; onMore(): void }) {
  const priorities = useDict('priority');
  return (
    <div className="notice-list">
      {notices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
      ) : (
        <List
          size="small"
          dataSource={notices}
          renderItem={(notice) => (
            <List.Item className="notice-list__item" onClick={() => onOpen(notice)}>
              <List.Item.Meta
                title={
                  <span className="notice-list__title" title={notice.titile}>
                    {notice.titile}
                  </span>
                }
                description={
                  <span className="notice-list__meta">
                    <span>{notice.sendTime}</span>
                    <Tag color={PRIORITY_COLORS[notice.priority]}>{dictLabelOf(priorities, notice.priority)}</Tag>
                  </span>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Button type="link" block className="notice-list__more" onClick={onMore}>
        查看更多
      </Button>
    </div>
  );
}

/**
 * The bell in the top bar: badge with the unread total, a 300-wide popover with 通知 and 系统消息;
 * opening a notice marks it read, reloads the lists and shows it in 通知消息.
 */
export function NoticeBell() {
  const { notices, reload } = useUnreadNotices();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<UserNotice | null>(null);
  const navigate = useNavigate();

  async function openNotice(notice: UserNotice): Promise<void> {
    setOpen(false);
    setReading(notice);
    try {
      await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: notice.id });
    } finally {
      await reload();
    }
  }

  function showMore(): void {
    setOpen(false);
    navigate(MY_ANNOUNCEMENTS_PATH);
  }

  const total = notices.anntMsgTotal + notices.sysMsgTotal;
  const content = (
    <Tabs
      className="notice-tabs"
      centered
      items={[
        { key: 'notice', label: `通知(${notices.anntMsgTotal})`, children: <NoticeList notices={notices.anntMsgList} onOpen={openNotice} onMore={showMore} /> },
        {
          key: 'system',
          label: `系统消息(${notices.sysMsgTotal})`,
          children: <NoticeList notices={notices.sysMsgList} onOpen={openNotice} onMore={showMore} />,
        },
      ]}
    />
  );
  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={content}
        styles={{ root: { width: POPOVER_WIDTH }, body: { padding: 0 } }}
        classNames={{ root: 'notice-popover' }}
      >
        <span className="shell-header__action notice-bell" aria-label="消息通知">
          <Badge count={total} size="small" className="notice-bell__badge">
            <BellOutlined className="notice-bell__icon" />
          </Badge>
        </span>
      </Popover>
      <NoticeModal notice={reading} onClose={() => setReading(null)} />
    </>
  );
}
