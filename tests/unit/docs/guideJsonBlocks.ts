import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const GUIDE = 'docs/analyst-guide.md';

/** One fenced ```json block of the guide. */
export interface JsonBlock {
  /** Line of the opening fence (1-based), for messages. */
  line: number;
  /** The words after `json` in the fence: `fragment`, a file path, or nothing. */
  info: string;
  /** The block's text, without the fence's indentation. */
  text: string;
}

/** Every ```json block of the guide, in order. */
export function guideJsonBlocks(rootDir: string): JsonBlock[] {
  const lines = readFileSync(join(rootDir, GUIDE), 'utf8').split('\n');
  const blocks: JsonBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```json(?:\s+(.*))?$/.exec(lines[i]);
    if (!open) continue;
    const indent = open[1].length;
    const end = lines.findIndex((line, j) => j > i && /^\s*```\s*$/.test(line));
    if (end < 0) throw new Error(`${GUIDE}:${i + 1}: the json block is not closed`);
    blocks.push({
      line: i + 1,
      info: (open[2] ?? '').trim(),
      text: lines
        .slice(i + 1, end)
        .map((line) => line.slice(indent))
        .join('\n'),
    });
    i = end;
  }
  return blocks;
}

/** The file of the project a whole-file example stands for: named in the fence, or found from its `$schema` and id. */
export function exampleFilePath(block: JsonBlock, json: Record<string, unknown>): string | null {
  if (block.info) return block.info;
  const schema = String(json.$schema ?? '');
  const [area, name] = String(json.id ?? '').split('.');
  if (schema.endsWith('screen.schema.json') && name) return `schemas/${area}/${name}.json`;
  if (schema.endsWith('dashboard.schema.json') && name) return `schemas/dashboards/${area}/${name}.json`;
  if (schema.endsWith('sheet.schema.json') && name) return `schemas/sheets/${name}.json`;
  if (schema.endsWith('ledger.schema.json') && json.name) return `schemas/ledgers/${String(json.name)}.json`;
  if (schema.endsWith('dict.schema.json') && json.code) return `schemas/dicts/${String(json.code)}.json`;
  return null;
}

/**
 * A fragment that is one field definition (`"name": { "type": …, "title": … }`), as a scratch
 * screen holding it, so its dictionaries, rules and field type are checked too. Fragments of
 * several fields are left out: they refer to fields of a screen the guide does not show whole.
 */
export function fieldsAsScreen(block: JsonBlock): string | null {
  let fields: Record<string, unknown>;
  try {
    fields = JSON.parse(`{${block.text.replace(/,\s*$/, '')}}`) as Record<string, unknown>;
  } catch {
    return null;
  }
  const isField = (value: unknown) => typeof value === 'object' && value !== null && 'type' in value && 'title' in value;
  const [name, ...others] = Object.keys(fields);
  if (!name || others.length > 0 || !isField(fields[name])) return null;
  const screen = {
    $schema: '../meta/screen.schema.json',
    id: 'guide.example',
    title: '指南示例',
    table: 'guide_example',
    scope: 'project',
    api: '/guide/example',
    permission: 'guide:example',
    // A list needs a column, and a detail table cannot be one.
    entity: { type: 'object', properties: { exampleName: { type: 'string', title: '名称' }, ...fields } },
    list: { columns: ['exampleName'] },
  };
  return JSON.stringify(screen, null, 2);
}
