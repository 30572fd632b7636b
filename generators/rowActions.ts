import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GeneratedFile } from './generatedFile';

interface RowActionMeta {
  name: string;
  description: string;
}

function isRowActionMeta(value: unknown): value is RowActionMeta {
  return (
    typeof value === 'object' && value !== null && typeof (value as RowActionMeta).name === 'string' && typeof (value as RowActionMeta).description === 'string'
  );
}

/** Reads the React-free `meta.ts` of every row-action folder in runtime/web/render/actions. */
async function readRowActionMetas(rootDir: string): Promise<RowActionMeta[]> {
  const actionsDir = join(rootDir, 'runtime/web/render/actions');
  const folders = readdirSync(actionsDir, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && existsSync(join(actionsDir, entry.name, 'meta.ts')),
  );
  const metas: RowActionMeta[] = [];
  for (const folder of folders) {
    const module = (await import(pathToFileURL(join(actionsDir, folder.name, 'meta.ts')).href)) as Record<string, unknown>;
    const meta = Object.values(module).find(isRowActionMeta);
    if (!meta || meta.name !== folder.name)
      throw new Error(`runtime/web/render/actions/${folder.name}/meta.ts must export the action's meta with name '${folder.name}'`);
    metas.push(meta);
  }
  return metas.sort((a, b) => a.name.localeCompare(b.name));
}

/** The meta-schema's list of registered row actions, so a screen file's `rowActions` names are checked. */
export async function generateRowActionsSchema(rootDir: string): Promise<GeneratedFile> {
  const metas = await readRowActionMetas(rootDir);
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'row-actions.schema.json',
    description: 'Registered row actions (generated from runtime/web/render/actions by `npm run gen`; do not edit).',
    enum: metas.map((meta) => meta.name),
    markdownEnumDescriptions: metas.map((meta) => meta.description),
  };
  return { path: 'schemas/meta/row-actions.schema.json', content: `${JSON.stringify(schema, null, 2)}\n` };
}
