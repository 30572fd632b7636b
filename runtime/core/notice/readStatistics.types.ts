import type { Page } from '../http/envelope';

/** One recipient of an announcement and whether (and when) they read it. */
export interface RecipientReadState {
  userId: string;
  username: string;
  realname: string;
  readFlag: string;
  readTime: string | null;
}

/** 阅读统计 of an announcement (`GET /api/sys/annountCement/readStatistics`): counts and one page of recipients. */
export interface ReadStatistics {
  total: number;
  readCount: number;
  unreadCount: number;
  page: Page<RecipientReadState>;
}
