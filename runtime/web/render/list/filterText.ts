import type { ScreenFile } from '../../../core/screen/screen.types';

/** One URL filter as a person reads it: the field's title and how the value bounds it. */
export interface FilterPart {
  key: string;
  field: string;
  title: string;
  /** `eq` for an exact value or comma list, `begin` / `end` for a range bound. */
  kind: 'eq' | 'begin' | 'end';
  value: string;
}

const BOUND_SUFFIXES = { _begin: 'begin', _end: 'end' } as const;

/** The parts of a list's URL filter (`listUrl` keeps only the screen's fields), in the order given. */
export function filterParts(screen: ScreenFile, filter: Record<string, string>): FilterPart[] {
  return Object.entries(filter).map(([key, value]) => {
    for (const [suffix, kind] of Object.entries(BOUND_SUFFIXES)) {
      const field = key.slice(0, -suffix.length);
      if (key.endsWith(suffix) && screen.entity.properties[field]) return { key, field, title: screen.entity.properties[field].title, kind, value };
    }
    return { key, field: key, title: screen.entity.properties[key]?.title ?? key, kind: 'eq' as const, value };
  });
}
