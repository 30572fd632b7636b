/** A string field of a JSON body or query object, '' when absent or not a string. */
export function bodyText(body: unknown, key: string): string {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
}
