/** The enterprise-chat embedding (shell-spec §2 oauth2-app) and its own login. */
export const OAUTH2_APP_PATH = '/oauth2-app';
export const OAUTH2_LOGIN_PATH = `${OAUTH2_APP_PATH}/login`;
export const OAUTH2_LOADING_MESSAGE = '正在登录...';

/** sessionStorage flag: this tab was opened by the chat app (upstream isOAuth2AppEnv). */
const EMBEDDED_KEY = 'oauth2-app';

/** Called by the embedding's login page, so later pages of the same tab know where they run. */
export function markChatEmbedding(): void {
  window.sessionStorage.setItem(EMBEDDED_KEY, '1');
}

export function inChatEmbedding(): boolean {
  return window.sessionStorage.getItem(EMBEDDED_KEY) === '1' || window.location.hash.startsWith(`#${OAUTH2_APP_PATH}`);
}
