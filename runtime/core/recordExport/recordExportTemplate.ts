/**
 * The value templates of `recordExport`: literal text with placeholders `{x}` (a header field),
 * `{<rows>.x}` (a field of the exported row) and `{#}` (the row number, from 1).
 */

export type TemplatePart = { text: string } | { header: string } | { row: string } | { rowNumber: true };

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The parts of a template, in order; `rows` is the detail field whose fields are written `{rows.x}`. */
export function templateParts(template: string, rows: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    const name = match[1].trim();
    if (name === '#') parts.push({ rowNumber: true });
    else if (name.startsWith(`${rows}.`)) parts.push({ row: name.slice(rows.length + 1) });
    else parts.push({ header: name });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** What a template reads: the record's header and row values (dictionary texts already applied) and the row number. */
export interface TemplateInput {
  header: Record<string, unknown>;
  row: Record<string, unknown>;
  rowNumber: number;
}

const partValue = (part: TemplatePart, input: TemplateInput): unknown => {
  if ('text' in part) return part.text;
  if ('rowNumber' in part) return input.rowNumber;
  return 'row' in part ? input.row[part.row] : input.header[part.header];
};

/**
 * A cell's value: a template of one placeholder keeps the value's own type (an amount stays a
 * number in the sheet), anything else is joined as text; an empty value is ''.
 */
export function renderTemplate(parts: readonly TemplatePart[], input: TemplateInput): string | number {
  if (parts.length === 1 && !('text' in parts[0])) {
    const value = partValue(parts[0], input);
    if (typeof value === 'number') return value;
    return value === null || value === undefined ? '' : String(value);
  }
  return parts.map((part) => partValue(part, input) ?? '').join('');
}
