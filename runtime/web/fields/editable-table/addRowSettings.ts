/** The localStorage key of the add-row defaults (widgets-spec §3). */
export const ADD_ROW_SETTINGS_KEY = 'JVxeTable_addRowSettings';

export interface AddRowSettings {
  /** Rows added per click, at least 1. */
  rowCount: number;
  /** 0 = at the bottom, 1 = at the top. */
  position: 0 | 1;
  /** Scroll to the new rows at the bottom after adding. */
  scrollToBottom: boolean;
}

export const DEFAULT_ADD_ROW_SETTINGS: AddRowSettings = { rowCount: 1, position: 0, scrollToBottom: true };

/** The stored add-row defaults, repaired to valid values (a corrupt entry gives the defaults). */
export function loadAddRowSettings(storage: Pick<Storage, 'getItem'> = localStorage): AddRowSettings {
  try {
    const stored = JSON.parse(storage.getItem(ADD_ROW_SETTINGS_KEY) ?? '{}') as Partial<AddRowSettings>;
    const rowCount = Math.max(1, Math.floor(Number(stored.rowCount) || 1));
    return { rowCount, position: stored.position === 1 ? 1 : 0, scrollToBottom: stored.scrollToBottom !== false };
  } catch {
    return DEFAULT_ADD_ROW_SETTINGS;
  }
}

export function saveAddRowSettings(settings: AddRowSettings, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(ADD_ROW_SETTINGS_KEY, JSON.stringify(settings));
}
