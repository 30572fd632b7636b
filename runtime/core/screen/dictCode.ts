/** A dictionary reference as written in `x-dict`: a plain code or a table dictionary. */
export type DictRef = { kind: 'plain'; code: string } | { kind: 'table'; table: string; textColumn: string; valueColumn: string };

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

/**
 * Parses `sex` or `lab_team,team_name,id`. Returns null for anything else (including a fourth
 * `where` segment, which upstream allows but which would let the client write SQL).
 */
export function parseDictCode(code: string): DictRef | null {
  const parts = code.split(',');
  if (parts.length === 1) return IDENTIFIER.test(code) ? { kind: 'plain', code } : null;
  if (parts.length !== 3 || !parts.every((part) => IDENTIFIER.test(part))) return null;
  const [table, textColumn, valueColumn] = parts;
  return { kind: 'table', table, textColumn, valueColumn };
}
