import type { NoticePushSwitches, SelfLogEntry, SelfProfile, SelfSession, SelfThirdAccount } from '../../../core/account/account.types';
import type { SelfProfileChange } from '../../../core/account/selfProfile';
import type { Envelope } from '../../../core/http/envelope';
import { fileUrl } from '../../../core/files/fileUrl';
import { http } from '../../http/client';
import { useSessionStore } from '../../stores/sessionStore';

/** The routes of the account centre (/api/sys/user/self/…), each acting on the signed-in user only. */
export const SELF_API = {
  profile: '/sys/user/self/profile',
  avatar: '/sys/user/self/avatar',
  sessions: '/sys/user/self/sessions',
  signOutSession: '/sys/user/self/sessions/signOut',
  logs: '/sys/user/self/logs',
  noticeSwitches: '/sys/user/self/noticeSwitches',
  thirdAccounts: '/sys/user/self/thirdAccounts',
} as const;

/** An answer with `success: false`; its message is for the user (HTTP errors were shown by the http client already). */
export class Refusal extends Error {}

/** The result of a successful answer; otherwise rejects with a Refusal. */
async function resultOf<T>(answer: Promise<Envelope<T>>): Promise<T> {
  const envelope = await answer;
  if (!envelope.success) throw new Refusal(envelope.message);
  return envelope.result;
}

export const loadProfile = () => resultOf(http.get<SelfProfile>(SELF_API.profile));
export const saveProfile = (change: SelfProfileChange) => resultOf(http.post<SelfProfile>(SELF_API.profile, change));
export const saveAvatar = (avatar: string) => resultOf(http.post<{ avatar: string }>(SELF_API.avatar, { avatar }));
export const loadSessions = () => resultOf(http.get<SelfSession[]>(SELF_API.sessions));
export const signOutSession = (id: string) => resultOf(http.post<null>(SELF_API.signOutSession, { id }));
export const loadRecentActions = () => resultOf(http.get<SelfLogEntry[]>(SELF_API.logs));
export const loadNoticeSwitches = () => resultOf(http.get<NoticePushSwitches>(SELF_API.noticeSwitches));
export const loadThirdAccounts = () => resultOf(http.get<SelfThirdAccount[]>(SELF_API.thirdAccounts));
export const authorizeThirdAccount = (thirdType: string) => resultOf(http.post<{ url: string }>(`${SELF_API.thirdAccounts}/authorize`, { thirdType }));
export const bindThirdAccount = (answer: { thirdType: string; code: string; state: string }) =>
  resultOf(http.post<null>(`${SELF_API.thirdAccounts}/bind`, answer));
export const unbindThirdAccount = (id: string) => resultOf(http.post<null>(`${SELF_API.thirdAccounts}/unbind`, { id }));
export const saveNoticeSwitches = (switches: Partial<NoticePushSwitches>) => resultOf(http.post<NoticePushSwitches>(SELF_API.noticeSwitches, switches));

/** The address of an avatar value (a stored path or a full URL), undefined when there is none. */
export const avatarUrl = (avatar: string | null | undefined): string | undefined => (avatar ? fileUrl(avatar) : undefined);

/** Shows a changed name or avatar in the header at once (the session keeps what sign-in gave). */
export function updateSignedInUser(change: { realname?: string; avatar?: string }): void {
  const { token, userInfo, tenantId, setLogin } = useSessionStore.getState();
  if (token && userInfo) setLogin(token, { ...userInfo, ...change }, tenantId);
}
