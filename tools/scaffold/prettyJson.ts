const MAX_LINE = 110;

/** JSON on one line with the spacing of the hand-written files: `{ "a": 1, "b": ["x", "y"] }`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** Pretty JSON that keeps short objects and lists on one line (one field per line in a screen file). */
export function prettyJson(value: unknown, indent = ''): string {
  const inline = inlineJson(value);
  if (indent.length + inline.length <= MAX_LINE || value === null || typeof value !== 'object') return inline;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => inner + prettyJson(item, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${prettyJson(item, inner)}`);
  return `{\n${entries.join(',\n')}\n${indent}}`;
}
