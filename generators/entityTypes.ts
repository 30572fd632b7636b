import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { FlowDeclaration } from '../runtime/core/flow/flow.types';
import { detailScreenOf } from '../runtime/core/screen/detailScreen';
import { detailFields } from '../runtime/core/screen/screenModel';
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

/** The flow of a screen file as written: inline, or the shared flow file it names. */
function readFlow(rootDir: string, screen: ScreenFile): FlowDeclaration | null {
  if (typeof screen.flow !== 'string') return screen.flow ?? null;
  const path = join(rootDir, 'schemas', 'flows', `${screen.flow}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as FlowDeclaration) : null;
}

/** A detail table of a screen: its property, and the type name of one of its rows. */
interface DetailType {
  property: string;
  rowType: string;
  screen: ScreenFile;
}

/** The detail tables of a screen, each seen as the screen its rows are stored by (`labour.training` + attendees → LabourTrainingAttendees). */
function detailTypesOf(screen: ScreenFile): DetailType[] {
  return detailFields(screen).map((detail) => {
    const rows = detailScreenOf(screen, detail);
    // The row's own required columns; the foreign key and orderNum are filled in by the server.
    const foreignKey = { ...rows.entity.properties[detail.foreignKey], title: `所属${screen.title}的 id` };
    const entity = { ...rows.entity, properties: { ...rows.entity.properties, [detail.foreignKey]: foreignKey }, required: detail.field.items?.required ?? [] };
    return { property: detail.name, rowType: interfaceName(rows.id), screen: { ...rows, entity } };
  });
}

/**
 * The entity as plain JSON Schema for json-schema-to-typescript: titles become doc comments
 * (as titles they would become type names) and `x-` keywords are dropped. A flow's state field
 * takes its state codes as the type; a detail table is an array of its row type.
 */
function toTypeSchema(screen: ScreenFile, flow: FlowDeclaration | null, details: DetailType[] = []): JSONSchema {
  const enumOf = (name: string, field: FieldSchema) => (flow?.stateField === name ? flow.states.map((state) => state.code) : field.enum);
  const rowTypes = new Map(details.map((detail) => [detail.property, detail.rowType]));
  const properties = Object.fromEntries(
    Object.entries(screen.entity.properties).map(([name, field]) => {
      const values = enumOf(name, field);
      const description =
        flow?.stateField === name
          ? `${field.title}（流程状态：${flow.states.map((state) => `${state.code} ${state.title}`).join('，')}）`
          : describeField(field);
      const items = rowTypes.has(name) ? { items: { tsType: rowTypes.get(name) } } : {};
      return [name, { type: field.type, description, ...(values ? { enum: values } : {}), ...items }];
    }),
  );
  return {
    type: 'object',
    description: `${screen.title}（${screen.id}，表 ${screen.table}）`,
    required: screen.entity.required ?? [],
    properties,
    additionalProperties: false,
  };
}

/** The record's own fields, with its detail rows as the API returns them (each with its id). */
function storedFields(name: string, details: DetailType[]): string {
  if (details.length === 0) return name;
  const omitted = details.map((detail) => `'${detail.property}'`).join(' | ');
  return `Omit<${name}, ${omitted}> & { ${details.map((detail) => `${detail.property}?: ${detail.rowType}Record[]`).join('; ')} }`;
}

/** The state codes and transition names of a flow screen, and its record type with `flowActions`. */
function flowTypes(screen: ScreenFile, name: string, flow: FlowDeclaration, details: DetailType[]): string {
  const union = (values: string[]) => values.map((value) => `'${value}'`).join(' | ');
  return [
    '',
    `/** States of ${screen.title}: ${flow.states.map((state) => `${state.code} ${state.title}`).join('，')}. */`,
    `export type ${name}State = ${union(flow.states.map((state) => state.code))};`,
    '',
    `/** Transitions of ${screen.title}: ${flow.transitions.map((transition) => `${transition.name} ${transition.title}`).join('，')}. */`,
    `export type ${name}FlowAction = ${union(flow.transitions.map((transition) => transition.name))};`,
    '',
    `/** ${screen.title} as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */`,
    `export type ${name}Record = ${storedFields(name, details)} & EntityAuditFields & Record<\`\${string}_dictText\`, string | undefined> & { flowActions: ${name}FlowAction[] };`,
    '',
  ].join('\n');
}

function compileType(schema: JSONSchema, name: string): Promise<string> {
  return compile(schema, name, { bannerComment: '', additionalProperties: false, format: true, style: { singleQuote: true, printWidth: 120 } });
}

/** A detail row as the API returns it (inside its master record): stored columns plus id, audit fields and dictionary labels. */
function detailRecordType({ rowType, screen }: DetailType): string {
  return `\n/** A row of ${screen.title} as the API returns it: stored columns plus id, audit fields and dictionary labels. */\nexport type ${rowType}Record = ${rowType} & EntityAuditFields & Record<\`\${string}_dictText\`, string | undefined>;\n`;
}

/** The computed list columns (`list.aggregates`) a list row carries besides the record: numbers, null when not computable. */
function aggregatesType(screen: ScreenFile, name: string): string {
  const aggregates = screen.list.aggregates ?? [];
  if (aggregates.length === 0) return '';
  const members = aggregates.map((aggregate) => `  /** ${aggregate.title} */\n  ${aggregate.key}: number | null;`).join('\n');
  return `\n/** The computed columns of the ${screen.title} list (list.aggregates). */\nexport interface ${name}Aggregates {\n${members}\n}\n\n/** A row of the ${screen.title} list: the record and its computed columns. */\nexport type ${name}ListRecord = ${name}Record & ${name}Aggregates;\n`;
}

/** One TypeScript module per screen file, plus an index, under runtime/core/generated/entities. */
export async function generateEntityTypes(rootDir: string, screenPaths: string[]): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  const exports: string[] = [];
  for (const path of screenPaths) {
    const screen = JSON.parse(readFileSync(path, 'utf8')) as ScreenFile;
    const name = interfaceName(screen.id);
    const flow = readFlow(rootDir, screen);
    const details = detailTypesOf(screen);
    const body = await compileType(toTypeSchema(screen, flow, details), name);
    const rowBodies = await Promise.all(details.map((detail) => compileType(toTypeSchema(detail.screen, null), detail.rowType)));
    const recordType = flow
      ? flowTypes(screen, name, flow, details)
      : `\n/** ${screen.title} as the API returns it: stored fields plus id, audit fields and dictionary labels. */\nexport type ${name}Record = ${storedFields(name, details)} & EntityAuditFields & Record<\`\${string}_dictText\`, string | undefined>;\n`;
    const rowTypes = details.map((detail, index) => `\n${rowBodies[index].trim()}\n${detailRecordType(detail)}`).join('');
    const aggregateTypes = aggregatesType(screen, name);
    const source = relative(rootDir, path);
    const modulePath = `runtime/core/generated/entities/${screen.id.replace('.', '/')}.ts`;
    files.push({
      path: modulePath,
      content: `${HEADER}// Source: ${source}\nimport type { EntityAuditFields } from '../../auditFields';\n\n${body.trim()}\n${recordType}${rowTypes}${aggregateTypes}`,
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
