import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GeneratedFile } from './generatedFile';

interface FieldTypeMeta {
  name: string;
  description: string;
}

function isFieldTypeMeta(value: unknown): value is FieldTypeMeta {
  return typeof value === 'object' && value !== null && typeof (value as FieldTypeMeta).name === 'string' && 'propsSchema' in value;
}

/** Reads the React-free `meta.ts` of every field-type folder in runtime/web/fields. */
export async function readFieldTypeMetas(rootDir: string): Promise<FieldTypeMeta[]> {
  const fieldsDir = join(rootDir, 'runtime/web/fields');
  const folders = readdirSync(fieldsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(fieldsDir, entry.name, 'meta.ts')));
  const metas: FieldTypeMeta[] = [];
  for (const folder of folders) {
    const module = (await import(pathToFileURL(join(fieldsDir, folder.name, 'meta.ts')).href)) as Record<string, unknown>;
    const meta = Object.values(module).find(isFieldTypeMeta);
    if (!meta) throw new Error(`runtime/web/fields/${folder.name}/meta.ts must export the field type's meta (name, description, propsSchema)`);
    metas.push(meta);
  }
  return metas.sort((a, b) => a.name.localeCompare(b.name));
}

/** The meta-schema's list of registered `x-component` names, so screen files are checked against the registry. */
export async function generateFieldTypesSchema(rootDir: string): Promise<GeneratedFile> {
  const metas = await readFieldTypeMetas(rootDir);
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'field-types.schema.json',
    description: 'Registered field types (generated from runtime/web/fields by `npm run gen`; do not edit).',
    enum: metas.map((meta) => meta.name),
    markdownEnumDescriptions: metas.map((meta) => meta.description),
  };
  return { path: 'schemas/meta/field-types.schema.json', content: `${JSON.stringify(schema, null, 2)}\n` };
}
