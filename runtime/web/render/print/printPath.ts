/** The hash route of a record's print view: outside the shell, so the page holds the document only. */
export const PRINT_ROUTE = '/print/:screenId/:id';

export const printPath = (screenId: string, id: string): string => `/print/${encodeURIComponent(screenId)}/${encodeURIComponent(id)}`;
