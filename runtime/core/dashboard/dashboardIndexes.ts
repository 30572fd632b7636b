import type { DashboardFile } from './dashboard.types';

/**
 * Fields each screen needs indexed for the dashboards that read it: every widget's dateField (the
 * period's range) and dimension fields (grouping), by screen id. The screen migration adds them.
 */
export function dashboardIndexedFields(dashboards: Iterable<DashboardFile>): Map<string, string[]> {
  const fields = new Map<string, Set<string>>();
  for (const dashboard of dashboards)
    for (const { data } of dashboard.widgets) {
      const own = fields.get(data.screen) ?? new Set<string>();
      if (data.dateField) own.add(data.dateField);
      for (const dimension of data.dimensions ?? []) own.add(dimension.field);
      fields.set(data.screen, own);
    }
  return new Map([...fields].map(([screen, names]) => [screen, [...names]]));
}
