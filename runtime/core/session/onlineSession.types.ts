/** One signed-in session as the 在线用户 page lists it (GET /sys/online/list). */
export interface OnlineSession {
  /** The session's stored hash: identifies it without revealing the token. */
  id: string;
  userId: string;
  username: string;
  realname: string;
  ip: string | null;
  loginTime: string;
  expireTime: string;
  /** The session of the caller (cannot be forced out). */
  current: boolean;
}
