import { useEffect, useState } from 'react';
import { useDictStore } from '../../stores/dictStore';

/** What `npm run dev` reports after each save of a screen file or screens.json. */
export interface ScreenFilesStatus {
  ok: boolean;
  /** Lint lines `file:line:col pointer: message`, or why the server refused the change. */
  problems: string[];
  /** Dictionaries whose edited seed files reached the database: their cached items are stale. */
  dicts: string[];
  catalogueChanged: boolean;
  files: string[];
}

const STATUS_EVENT = 'screens:status';
const listeners = new Set<(status: ScreenFilesStatus) => void>();
let latest: ScreenFilesStatus | null = null;

/** Drops the cached items of edited dictionaries: the widgets showing them load them again. */
function forgetDicts(codes: string[]): void {
  if (codes.length === 0) return;
  useDictStore.setState((state) => ({ entries: Object.fromEntries(Object.entries(state.entries).filter(([key]) => !codes.includes(key))) }));
}

function publish(status: ScreenFilesStatus): void {
  latest = status;
  listeners.forEach((listener) => listener(status));
}

// Under `npm run dev` only (a production build has no HMR channel and its files cannot change).
// A clean change of screens.json reloads the page: menus and permissions are built on load. Any
// other status makes the open screen pages fetch their files again (see ScreenPage).
if (import.meta.hot) {
  import.meta.hot.on(STATUS_EVENT, (status: ScreenFilesStatus) => {
    if (status.ok && status.catalogueChanged) return window.location.reload();
    if (status.ok) forgetDicts(status.dicts ?? []);
    publish(status);
  });
  // A file broken before the page opened still shows as broken.
  fetch('/__screens/status')
    .then((response) => (response.ok ? (response.json() as Promise<ScreenFilesStatus>) : null))
    .then((initial) => initial && latest === null && publish(initial))
    .catch(() => undefined);
}

/** The latest screen-files status under `npm run dev`; null in a production build. */
export function useScreenFilesStatus(): ScreenFilesStatus | null {
  const [status, setStatus] = useState<ScreenFilesStatus | null>(latest);
  useEffect(() => {
    listeners.add(setStatus);
    return () => {
      listeners.delete(setStatus);
    };
  }, []);
  return status;
}
