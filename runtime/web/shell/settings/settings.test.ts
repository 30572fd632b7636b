import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../../stores/settingsStore';
import { feedback, setFeedback, type Feedback } from '../feedback/feedback';
import { applyThemeColor, THEME_COMPILING, THEME_FAILED, THEME_MESSAGE_MIN_MS } from './applyThemeColor';
import { THEME_COLORS } from './themeColors';

describe('theme colours', () => {
  const shown: string[] = [];
  const original = feedback();
  beforeEach(() => {
    shown.length = 0;
    const message = {
      ...original.message,
      loading: (config: { content: string }) => shown.push(`loading:${config.content}`),
      error: (content: string) => shown.push(`error:${content}`),
      destroy: () => shown.push('closed'),
    } as unknown as Feedback['message'];
    setFeedback({ ...original, message });
  });
  afterEach(() => setFeedback(original));

  it('offers 8 named colours with daybreak blue #1890FF first', () => {
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS[0]).toEqual({ name: '拂晓蓝', color: '#1890FF' });
    expect(THEME_COLORS.map((c) => c.name)).toEqual(['拂晓蓝', '薄暮', '火山', '日暮', '明青', '极光绿', '极客蓝', '酱紫']);
  });

  it('shows 正在编译主题！ while applying a colour and stores it', () => {
    applyThemeColor('#722ED1');
    expect(shown).toEqual([`loading:${THEME_COMPILING}`]);
    expect(THEME_COMPILING).toBe('正在编译主题！');
    expect(useSettingsStore.getState().primaryColor).toBe('#722ED1');
  });

  it('keeps 正在编译主题！ on screen long enough to read', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'Date'] });
    try {
      applyThemeColor('#13C2C2');
      vi.advanceTimersByTime(THEME_MESSAGE_MIN_MS - 100);
      expect(shown).toEqual([`loading:${THEME_COMPILING}`]);
      vi.advanceTimersByTime(200);
      expect(shown).toEqual([`loading:${THEME_COMPILING}`, 'closed']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a colour that is not a hex colour', () => {
    applyThemeColor('#72');
    expect(shown).toEqual([`error:${THEME_FAILED}`]);
  });
});
