import { useEffect, useRef, useState } from 'react';
import type { DictItem } from '../../render/dict/dict.types';
import { searchDict } from '../../render/dict/dictSearch';
import { feedback } from '../../shell/feedback/feedback';

/** Search debounce of dictionary search inputs, and of the picker variant (widgets-spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;
export const PICKER_SEARCH_DEBOUNCE_MS = 800;

export interface DictSearch {
  /** Items matching the last keyword (all choosable items before anything is typed). */
  options: DictItem[];
  keyword: string;
  loading: boolean;
  /** Sets the keyword; the search runs `debounceMs` after the last call. */
  search(keyword: string): void;
}

/**
 * Searches a dictionary through `/sys/dict/loadDict/{code}` while the user types: one request
 * `debounceMs` after typing stops, answers of older keywords dropped, a refusal shown as a
 * warning with the server's message. Nothing is asked without a code.
 */
export function useDictSearch(code: string | undefined, debounceMs = SEARCH_DEBOUNCE_MS): DictSearch {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<DictItem[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  useEffect(() => {
    if (!code) return undefined;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      setLoading(true);
      searchDict(code, keyword.trim())
        .then((found) => request === latest.current && setOptions(found))
        .catch((error: Error) => request === latest.current && feedback().message.warning(error.message))
        .finally(() => request === latest.current && setLoading(false));
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [code, keyword, debounceMs]);
  return { options, keyword, loading, search: setKeyword };
}
