import type { ScreenFile } from '../../../core/screen/screen.types';
import { CURRENT_USER } from '../../../core/dashboard/currentUser';
import { CONDITION_PARAM, listCondition } from '../../../core/screen/listConditions';

/** One URL filter as a person reads it: the field's title and how the value bounds it. */
export interface FilterPart {
  key: string;
  field: string;
  title: string;
  /** `eq` for an exact value or comma list, `begin` / `end` for a range bound. */
  kind: 'eq' | 'begin' | 'end';
  value: string;
  /** The value as a person reads it when no dictionary or flow can say it (a condition's title, 我 for `@me`). */
  label?: string;
}

const BOUND_SUFFIXES = { _begin: 'begin', _end: 'end' } as const;

/** The parts of a list's URL filter (`listUrl` keeps only the screen's fields), in the order given. */
export function filterParts(screen: ScreenFile, filter: Record<string, string>): FilterPart[] {
  return Object.entries(filter).map(([key, value]) => {
    // A list condition reads as its title: 「已按 条件：电流或电压超出焊机范围 筛选」.
    if (key === CONDITION_PARAM) return { key, field: key, title: '条件', kind: 'eq' as const, value, label: listCondition(screen, value)?.title ?? value };
    for (const [suffix, kind] of Object.entries(BOUND_SUFFIXES)) {
      const field = key.slice(0, -suffix.length);
      if (key.endsWith(suffix) && screen.entity.properties[field]) return { key, field, title: screen.entity.properties[field].title, kind, value };
    }
    // A drill-down of 我的 sends `@me` (the server puts in the caller): it reads 「整改人：我」.
    const label = value === CURRENT_USER ? '我' : undefined;
    return { key, field: key, title: screen.entity.properties[key]?.title ?? key, kind: 'eq' as const, value, ...(label && { label }) };
  });
}
