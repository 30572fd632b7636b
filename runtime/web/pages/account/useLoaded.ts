import { useCallback, useEffect, useState } from 'react';

/** Loads once on mount (and again on `reload`); `data` stays undefined until the first answer, and after a failure. */
export function useLoaded<T>(load: () => Promise<T>): { data: T | undefined; loading: boolean; reload(): Promise<void>; setData(value: T): void } {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await load());
    } catch {
      // The http client has shown an HTTP error; a refusal leaves the section empty.
    } finally {
      setLoading(false);
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, loading, reload, setData };
}
