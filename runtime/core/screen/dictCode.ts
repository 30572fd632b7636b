/**
 * A dictionary reference as written in `x-dict`: a plain code or a table dictionary, the latter
 * optionally narrowed by a row filter its table's screen declares in `dictFilters`.
 */
export type DictRef = { kind: 'plain'; code: string } | { kind: 'table'; table: string; textColumn: string; valueColumn: string; filter?: string };

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

/**
 * Parses `sex`, `lab_team,team_name,id` or `sys_role,role_name,role_code,project_role`. Returns
 * null for anything else. The fourth segment only names a filter declared by the table's screen:
 * upstream's raw `where` text there would let the client write SQL.
 */
export function parseDictCode(code: string): DictRef | null {
  const parts = code.split(',');
  if (parts.length === 1) return IDENTIFIER.test(code) ? { kind: 'plain', code } : null;
  if ((parts.length !== 3 && parts.length !== 4) || !parts.every((part) => IDENTIFIER.test(part))) return null;
  const [table, textColumn, valueColumn, filter] = parts;
  return filter ? { kind: 'table', table, textColumn, valueColumn, filter } : { kind: 'table', table, textColumn, valueColumn };
}
