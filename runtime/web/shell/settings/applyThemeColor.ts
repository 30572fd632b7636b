import { useSettingsStore } from '../../stores/settingsStore';
import { feedback } from '../feedback/feedback';

export const THEME_COMPILING = '正在编译主题！';
export const THEME_FAILED = 'Failed to update theme';

const MESSAGE_KEY = 'theme-compile';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Changes the primary colour (shell-spec §4 Theme): 正在编译主题！ shows while antd recomputes
 * its tokens and the page repaints, then closes; a colour antd cannot use is refused.
 */
export function applyThemeColor(color: string): void {
  const { message } = feedback();
  if (!HEX_COLOR.test(color)) {
    message.error(THEME_FAILED);
    return;
  }
  message.loading({ content: THEME_COMPILING, key: MESSAGE_KEY, duration: 0 });
  useSettingsStore.getState().update({ primaryColor: color });
  window.requestAnimationFrame(() => window.setTimeout(() => message.destroy(MESSAGE_KEY), 300));
}
