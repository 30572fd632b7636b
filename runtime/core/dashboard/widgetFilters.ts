import type { WidgetData, WidgetFilter } from './dashboard.types';

const filterKey = (filter: WidgetFilter): string => JSON.stringify([filter.field, filter.rule, filter.value ?? null]);

/** A widget's filters as its query applies them: those of its WHERE, and each measure's own `FILTER (WHERE …)`. */
export interface SplitFilters {
  where: WidgetFilter[];
  measures: WidgetFilter[][];
}

/**
 * Where each filter of a widget goes. A filter that every measure of an ungrouped widget carries
 * narrows all the rows it counts, so it joins the WHERE, where an index can seek by it (the one
 * result row is the same). With dimensions it stays in the measures: a group whose rows all fail it
 * still shows its zeros. A widget without measures (a devices widget's cards) has none to share.
 */
export function splitWidgetFilters(data: WidgetData): SplitFilters {
  const own = data.measures.map((measure) => measure.filters ?? []);
  const grouped = (data.dimensions ?? []).length > 0;
  const shared = grouped ? [] : (own[0] ?? []).filter((filter) => own.every((filters) => filters.some((other) => filterKey(other) === filterKey(filter))));
  const hoisted = new Set(shared.map(filterKey));
  return {
    where: [...(data.filters ?? []), ...shared],
    measures: own.map((filters) => filters.filter((filter) => !hoisted.has(filterKey(filter)))),
  };
}
