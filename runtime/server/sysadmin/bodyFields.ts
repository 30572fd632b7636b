/** The fields of a JSON body as a record (an absent or non-object body has none). */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A body field as text ('' when absent or not a string). */
export function textField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

/** A list of ids given as `"a,b"` or `["a","b"]`: distinct and non-empty. */
export function idsField(body: Record<string, unknown>, key: string): string[] {
  const value = body[key];
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}
