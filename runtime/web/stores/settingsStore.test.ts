import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from './sessionStore';
import { DEFAULT_SETTINGS, readSettings, settingsStorageKey, useSettingsStore } from './settingsStore';

const signInAs = (username: string) => useSessionStore.getState().setLogin(`token-${username}`, { id: username, username, realname: username });

describe('settings store', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSessionStore.getState().clear();
  });

  it('starts from the defaults of shell-spec §9', () => {
    expect(readSettings('nobody')).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ primaryColor: '#1890FF', layout: 'sidemenu', contentWidth: 'Fixed', multipage: true });
  });

  it('saves a change under a key holding the username', () => {
    signInAs('zhangsan');
    useSettingsStore.getState().update({ primaryColor: '#F5222D', layout: 'topmenu' });
    const stored = JSON.parse(window.localStorage.getItem(settingsStorageKey('zhangsan')) ?? '{}');
    expect(settingsStorageKey('zhangsan')).toContain('zhangsan');
    expect(stored).toMatchObject({ primaryColor: '#F5222D', layout: 'topmenu' });
  });

  it('keeps each user’s settings apart and loads them on sign-in', () => {
    signInAs('zhangsan');
    useSettingsStore.getState().update({ navTheme: 'light', multipage: false });
    signInAs('lisi');
    expect(useSettingsStore.getState()).toMatchObject({ navTheme: 'dark', multipage: true });
    signInAs('zhangsan');
    expect(useSettingsStore.getState()).toMatchObject({ navTheme: 'light', multipage: false });
  });

  it('falls back to the default for stored values that are not valid', () => {
    window.localStorage.setItem(settingsStorageKey('x'), JSON.stringify({ primaryColor: 'red', layout: 'sideways', colorWeak: 'yes' }));
    expect(readSettings('x')).toEqual(DEFAULT_SETTINGS);
  });
});
