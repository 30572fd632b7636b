import type { SelfProfileChange } from './selfProfile';

/** A department or project the user belongs to; projects carry the roles the user holds there. */
export interface SelfMembership {
  id: string;
  name: string;
  isProject: boolean;
}

/** A role of the user; `departName` when the role belongs to one department or project. */
export interface SelfRole {
  id: string;
  name: string;
  code: string;
  departName: string | null;
}

/** GET /sys/user/self/profile: the caller's own card, memberships and roles. */
export interface SelfProfile extends SelfProfileChange {
  id: string;
  username: string;
  workNo: string;
  avatar: string;
  memberships: SelfMembership[];
  roles: SelfRole[];
}

/** One of the caller's live sessions (GET /sys/user/self/sessions). */
export interface SelfSession {
  /** The stored hash: names the session without revealing its token. */
  id: string;
  ip: string | null;
  loginTime: string;
  expireTime: string;
  current: boolean;
}

/** One of the caller's own operation-log entries (GET /sys/user/self/logs), newest first. */
export interface SelfLogEntry {
  id: string;
  time: string;
  /** 登录 / 退出 or the request's method and path. */
  action: string;
  /** What the server answered (登录成功！, 密码修改成功！, …). */
  result: string;
  ip: string | null;
}

/** Whether a new notice of each category is pushed to the user's open pages at once (新消息通知). */
export interface NoticePushSwitches {
  /** 系统消息: flow to-dos, job warnings and other messages the server sends. */
  system: boolean;
  /** 通知公告: announcements a person released. */
  announcement: boolean;
}

/** A configured third-party sign-in with the caller's binding to it, if any (GET /sys/user/self/thirdAccounts). */
export interface SelfThirdAccount {
  /** wechat_enterprise, dingtalk, test, … */
  thirdType: string;
  /** 企业微信, 钉钉, … */
  title: string;
  binding: { id: string; thirdName: string; bindTime: string } | null;
}
