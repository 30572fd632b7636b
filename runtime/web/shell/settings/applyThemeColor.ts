import { useSettingsStore } from '../../stores/settingsStore';
import { feedback } from '../feedback/feedback';

export const THEME_COMPILING = '正在编译主题！';
export const THEME_FAILED = 'Failed to update theme';

const MESSAGE_KEY = 'theme-compile';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
/** antd recomputes its tokens in one render, far quicker than a person reads: the message stays at least this long. */
export const THEME_MESSAGE_MIN_MS = 1000;

/**
 * Changes the primary colour (shell-spec §4 Theme): 正在编译主题！ shows while antd recomputes
 * its tokens and the page repaints, and for at least THEME_MESSAGE_MIN_MS, then closes; a colour
 * antd cannot use is refused.
 */
export function applyThemeColor(color: string): void {
  const { message } = feedback();
  if (!HEX_COLOR.test(color)) {
    message.error(THEME_FAILED);
    return;
  }
  const shownAt = Date.now();
  message.loading({ content: THEME_COMPILING, key: MESSAGE_KEY, duration: 0 });
  useSettingsStore.getState().update({ primaryColor: color });
  window.requestAnimationFrame(() => {
    const remaining = Math.max(0, THEME_MESSAGE_MIN_MS - (Date.now() - shownAt));
    window.setTimeout(() => message.destroy(MESSAGE_KEY), remaining);
  });
}
