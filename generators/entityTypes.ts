import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { FieldSchema, ScreenFile } from '../runtime/core/screen/screen.types';
import type { GeneratedFile } from './generatedFile';

const HEADER = '// Generated from the screen files by `npm run gen`; do not edit.\n';

/** `labour.worker` → `LabourWorker`. */
export function interfaceName(screenId: string): string {
  return screenId
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function describeField(field: FieldSchema): string {
  const notes = [
    field['x-dict'] ? `字典 ${field['x-dict']}` : '',
    field.format ?? '',
    (field['x-rules'] ?? []).map((rule) => (typeof rule === 'string' ? rule : rule.message)).join(', '),
  ].filter(Boolean);
  return notes.length > 0 ? `${field.title}（${notes.join('；')}）` : field.title;
}

/**
 * The entity as plain JSON Schema for json-schema-to-typescript: titles become doc comments
 * (as titles they would become type names) and `x-` keywords are dropped.
 */
function toTypeSchema(screen: ScreenFile): JSONSchema {
  const properties = Object.fromEntries(
    Object.entries(screen.entity.properties).map(([name, field]) => [
      name,
      { type: field.type, description: describeField(field), ...(field.enum ? { enum: field.enum } : {}) },
    ]),
  );
  return {
    type: 'object',
    description: `${screen.title}（${screen.id}，表 ${screen.table}）`,
    required: screen.entity.required ?? [],
    properties,
    additionalProperties: false,
  };
}

/** One TypeScript module per screen file, plus an index, under runtime/core/generated/entities. */
export async function generateEntityTypes(rootDir: string, screenPaths: string[]): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  const exports: string[] = [];
  for (const path of screenPaths) {
    const screen = JSON.parse(readFileSync(path, 'utf8')) as ScreenFile;
    const name = interfaceName(screen.id);
    const body = await compile(toTypeSchema(screen), name, {
      bannerComment: '',
      additionalProperties: false,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    const recordType = `\n/** ${screen.title} as the API returns it: stored fields plus id, audit fields and dictionary labels. */\nexport type ${name}Record = ${name} & EntityAuditFields & Record<\`\${string}_dictText\`, string | undefined>;\n`;
    const source = relative(rootDir, path);
    const modulePath = `runtime/core/generated/entities/${screen.id.replace('.', '/')}.ts`;
    files.push({
      path: modulePath,
      content: `${HEADER}// Source: ${source}\nimport type { EntityAuditFields } from '../../auditFields';\n\n${body.trim()}\n${recordType}`,
    });
    exports.push(`export type * from './${screen.id.replace('.', '/')}';`);
  }
  files.push({ path: 'runtime/core/generated/entities/index.ts', content: `${HEADER}${exports.sort().join('\n')}\n` });
  files.push({
    path: 'runtime/core/generated/auditFields.ts',
    content: `${HEADER}/** Columns the server adds to every screen record. */\nexport interface EntityAuditFields {\n  id: string;\n  createBy?: string;\n  createTime?: string;\n  updateBy?: string;\n  updateTime?: string;\n  /** Saves so far; an edit sends the version it loaded. */\n  version?: number;\n}\n`,
  });
  return files;
}
