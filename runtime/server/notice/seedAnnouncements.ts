import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { noticeDb, SEND_STATUS } from './noticeDb';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoAnnouncement {
  titile: string;
  msgContent: string;
  priority: 'L' | 'M' | 'H';
  msgCategory: '1' | '2';
  sender: string;
  daysAgo: number;
  released: boolean;
  openPage?: string;
}

const DEMO_ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    titile: '关于开展2026年春季安全生产大检查的通知',
    msgContent:
      '<p>各项目部：</p><p>为落实安全生产责任制，公司定于<strong>3月10日至3月20日</strong>开展春季安全生产大检查，重点检查高处作业、临时用电、起重吊装和深基坑等危险性较大的分部分项工程。</p><p>请各项目部于3月8日前完成自查并上报整改台账。</p>',
    priority: 'H',
    msgCategory: '1',
    sender: '安全管理部',
    daysAgo: 1,
    released: true,
  },
  {
    titile: '劳务实名制考勤数据月度核对提醒',
    msgContent: '<p>请各项目劳务员于每月5日前核对上月考勤数据，确认无误后提交工资发放审批。</p><ul><li>核对进出场记录</li><li>核对班组人员名单</li></ul>',
    priority: 'M',
    msgCategory: '1',
    sender: '劳务管理部',
    daysAgo: 3,
    released: true,
  },
  {
    titile: '黑名单人员审批待处理',
    msgContent: '<p>有新的黑名单人员审批任务，请及时处理。</p>',
    priority: 'M',
    msgCategory: '2',
    sender: '系统管理员',
    daysAgo: 2,
    released: true,
    openPage: '/labour/CreditEvaluation',
  },
  {
    titile: '系统将于本周六22:00进行升级维护',
    msgContent: '<p>为提升系统性能，平台将于<strong>本周六22:00至次日02:00</strong>进行升级维护，期间暂停访问，请提前保存数据。</p>',
    priority: 'L',
    msgCategory: '2',
    sender: '系统管理员',
    daysAgo: 5,
    released: true,
  },
  {
    titile: '关于2026年度优秀班组评选的通知（草稿）',
    msgContent: '<p>评选办法另行通知。</p>',
    priority: 'L',
    msgCategory: '1',
    sender: '',
    daysAgo: 0,
    released: false,
  },
];

/**
 * On the first start of a demo database, adds a few realistic announcements (four released to
 * everyone, one draft); the notice tables are the platform's (createPlatformTables).
 */
export async function prepareNotices(db: AppDb, seedDemo: boolean): Promise<void> {
  if (!seedDemo) return;
  const now = Date.now();
  await noticeDb(db)
    .insertInto('sys_announcement')
    .values(
      DEMO_ANNOUNCEMENTS.map((demo) => {
        const time = currentTimestamp(new Date(now - demo.daysAgo * DAY_MS));
        return {
          id: newId(),
          titile: demo.titile,
          msg_content: demo.msgContent,
          sender: demo.sender || null,
          priority: demo.priority,
          msg_category: demo.msgCategory,
          msg_type: 'ALL',
          user_ids: null,
          open_type: demo.openPage ? 'url' : null,
          open_page: demo.openPage ?? null,
          send_status: demo.released ? SEND_STATUS.released : SEND_STATUS.draft,
          send_time: demo.released ? time : null,
          create_time: time,
        };
      }),
    )
    .execute();
}
