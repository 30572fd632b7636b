import { feedback } from '../shell/feedback/feedback';
import { clearSession } from '../shell/session/clearSession';
import { reloadToLogin } from '../shell/session/reloadToLogin';
import { useSessionStore } from '../stores/sessionStore';
import { inChatEmbedding, OAUTH2_LOADING_MESSAGE, OAUTH2_LOGIN_PATH } from './chatEmbedding';

/** Delay between the 登录已过期 notice and the reload (shell-spec §8). */
export const RELOAD_DELAY_MS = 1500;

let expiring = false;

function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/**
 * 401: tells the user once (however many calls fail together) and, when a token was held,
 * forgets it and reloads on the login page after 1.5 s with the current page as redirect.
 */
export function onUnauthorized(): void {
  if (expiring) return;
  const hadToken = Boolean(useSessionStore.getState().token);
  if (hadToken && inChatEmbedding()) {
    expiring = true;
    return restartEmbeddedLogin();
  }
  feedback().notification.error({ message: '系统提示', description: '登录已过期，请重新登录', duration: 4 });
  if (!hadToken) return;
  expiring = true;
  const redirect = currentRoute();
  clearSession();
  window.setTimeout(() => {
    expiring = false;
    reloadToLogin(redirect);
  }, RELOAD_DELAY_MS);
}

/** Inside the chat embedding a dead session shows 正在登录... and the embedding signs in again. */
function restartEmbeddedLogin(): void {
  feedback().message.loading(OAUTH2_LOADING_MESSAGE, 0);
  clearSession();
  window.location.hash = `#${OAUTH2_LOGIN_PATH}`;
  window.location.reload();
}

/**
 * HTTP 500 saying `Token失效`: a modal offers to sign in again; inside the chat embedding a
 * loading message shows instead and the embedding's login runs again.
 */
export function onTokenInvalid(): void {
  if (expiring) return;
  expiring = true;
  if (inChatEmbedding()) return restartEmbeddedLogin();
  feedback().modal.error({
    title: '登录已过期',
    content: '很抱歉，登录已过期，请重新登录',
    okText: '重新登录',
    mask: false,
    onOk: () => {
      clearSession();
      reloadToLogin(currentRoute());
    },
  });
}
