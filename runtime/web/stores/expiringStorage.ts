import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** 7 days (604800000 ms): lifetime of the token, user info, project and dictionary caches. */
export const SEVEN_DAYS_MS = 604_800_000;

interface StoredRecord<S> {
  value: StorageValue<S>;
  expiresAt: number;
}

function readRecord<S>(name: string): StoredRecord<S> | null {
  const raw = window.localStorage.getItem(name);
  if (raw === null) return null;
  try {
    const record = JSON.parse(raw) as StoredRecord<S>;
    return typeof record.expiresAt === 'number' ? record : null;
  } catch {
    return null;
  }
}

/**
 * localStorage for zustand `persist` whose entries expire `ttlMs` after they were first written,
 * like vue-ls in upstream: later writes keep the original deadline, so a session lives 7 days
 * from sign-in however often it changes. Clearing the storage starts a new deadline.
 */
export function expiringStorage<S>(ttlMs: number = SEVEN_DAYS_MS): PersistStorage<S> {
  return {
    getItem(name) {
      const record = readRecord<S>(name);
      if (record === null) return null;
      if (record.expiresAt <= Date.now()) {
        window.localStorage.removeItem(name);
        return null;
      }
      return record.value;
    },
    setItem(name, value) {
      const current = readRecord<S>(name);
      const expiresAt = current !== null && current.expiresAt > Date.now() ? current.expiresAt : Date.now() + ttlMs;
      window.localStorage.setItem(name, JSON.stringify({ value, expiresAt }));
    },
    removeItem(name) {
      window.localStorage.removeItem(name);
    },
  };
}
