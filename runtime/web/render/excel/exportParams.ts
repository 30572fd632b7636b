/** The export request: the selected rows when there are any, else the list's query without paging. */
export function exportParams(listParams: object, selectedIds: string[]): Record<string, unknown> {
  if (selectedIds.length > 0) return { selections: selectedIds.join(',') };
  const { pageNo: _pageNo, pageSize: _pageSize, ...query } = listParams as Record<string, unknown>;
  return query;
}
