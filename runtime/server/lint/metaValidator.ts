import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { patternMessage } from './patternHints';
import { didYouMean } from './suggest';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';

export type MetaSchemaName = 'screen' | 'catalogue' | 'dict' | 'report' | 'flow' | 'dashboard' | 'ledger' | 'sheet';

const META_FILES = [
  'field-types.schema.json',
  'row-actions.schema.json',
  'check.schema.json',
  'flow.schema.json',
  'screen.schema.json',
  'catalogue.schema.json',
  'dict.schema.json',
  'report.schema.json',
  'dashboard.schema.json',
  'ledger.schema.json',
  'sheet.schema.json',
] as const;

type MetaTexts = Record<(typeof META_FILES)[number], string>;

/** The validator last built, with the meta-schema texts it was built from. */
let lastBuilt: { key: string; validator: MetaValidator } | undefined;

/** Validates documents against the meta-schemas in schemas/meta, with messages that say what to do. */
export class MetaValidator {
  private readonly validators: Record<MetaSchemaName, ValidateFunction>;
  private readonly fieldTypes: string[];

  /**
   * The validator of a project's meta-schemas. Compiling them is most of a lint's time, and
   * `npm run dev` lints at every save: the compiled one is kept while the files read the same,
   * whichever folder they are read from (the lint tests lint many copies of one project).
   */
  static of(rootDir: string): MetaValidator {
    const texts = Object.fromEntries(META_FILES.map((name) => [name, readFileSync(join(rootDir, 'schemas/meta', name), 'utf8')])) as MetaTexts;
    const key = META_FILES.map((name) => texts[name]).join('\u0000');
    if (lastBuilt?.key !== key) lastBuilt = { key, validator: new MetaValidator(texts) };
    return lastBuilt.validator;
  }

  private constructor(texts: MetaTexts) {
    const load = (name: keyof MetaTexts) => JSON.parse(texts[name]) as Record<string, unknown>;
    const fieldTypesSchema = load('field-types.schema.json');
    this.fieldTypes = (fieldTypesSchema.enum as string[]) ?? [];
    const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
    ajv.addSchema(fieldTypesSchema);
    ajv.addSchema(load('row-actions.schema.json'));
    ajv.addSchema(load('check.schema.json'));
    const flowSchema = load('flow.schema.json');
    ajv.addSchema(flowSchema);
    this.validators = {
      screen: ajv.compile(load('screen.schema.json')),
      catalogue: ajv.compile(load('catalogue.schema.json')),
      dict: ajv.compile(load('dict.schema.json')),
      report: ajv.compile(load('report.schema.json')),
      flow: ajv.getSchema(String(flowSchema.$id))!,
      dashboard: ajv.compile(load('dashboard.schema.json')),
      ledger: ajv.compile(load('ledger.schema.json')),
      sheet: ajv.compile(load('sheet.schema.json')),
    };
  }

  validate(kind: MetaSchemaName, file: SourceFile): LintIssue[] {
    const validate = this.validators[kind];
    if (validate(file.data)) return [];
    const byPointer = new Map<string, string>();
    for (const error of relevantErrors(validate.errors ?? [])) {
      const { pointer, message } = this.describe(error);
      if (!byPointer.has(pointer)) byPointer.set(pointer, message);
    }
    return [...byPointer].map(([pointer, message]) => file.issue(pointer, message));
  }

  private describe(error: ErrorObject): { pointer: string; message: string } {
    const pointer = error.instancePath;
    const key = pointer.slice(pointer.lastIndexOf('/') + 1);
    switch (error.keyword) {
      case 'additionalProperties': {
        const name = String(error.params.additionalProperty);
        const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
        return { pointer: `${pointer}/${name}`, message: `unknown keyword '${name}'${didYouMean(name, allowed)}` };
      }
      case 'required':
        return { pointer, message: `missing required property '${String(error.params.missingProperty)}'` };
      case 'dependencies':
        return {
          pointer,
          message: `missing required property '${String(error.params.missingProperty)}' (written together with '${String(error.params.property)}')`,
        };
      case 'enum': {
        const allowed = (error.params.allowedValues as unknown[]).map(String);
        if (key === 'x-component') {
          return {
            pointer,
            message: `\`x-component\` '${String(error.data)}' is not a registered field type${didYouMean(String(error.data), this.fieldTypes)}`,
          };
        }
        return {
          pointer,
          message: `'${String(error.data)}' is not allowed here; expected one of ${allowed.map((v) => `'${v}'`).join(', ')}${didYouMean(String(error.data), allowed)}`,
        };
      }
      case 'const':
        return { pointer, message: `expected ${JSON.stringify(error.params.allowedValue)}, found ${JSON.stringify(error.data)}` };
      case 'type':
        return { pointer, message: `expected ${describeType(String(error.params.type))}, found ${describeValue(error.data)}` };
      case 'pattern':
        return {
          pointer,
          message: patternMessage(String(error.params.pattern), key, String(error.data), (error.parentSchema as { description?: string })?.description),
        };
      case 'minimum':
      case 'maximum':
        return {
          pointer,
          message: `expected ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(error.params.limit)}, found ${describeValue(error.data)}`,
        };
      case 'maxProperties':
        return { pointer, message: `expected at most ${String(error.params.limit)} field(s)` };
      case 'minItems':
        return { pointer, message: `expected at least ${String(error.params.limit)} item(s)` };
      case 'minProperties':
        return { pointer, message: `expected at least ${String(error.params.limit)} field(s)` };
      case 'minLength':
        return { pointer, message: `expected at least ${String(error.params.limit)} character(s)` };
      case 'uniqueItems':
        return { pointer, message: `'${String((error.data as unknown[])[Number(error.params.j)])}' is listed twice` };
      case 'propertyNames':
        return {
          pointer: `${pointer}/${String(error.params.propertyName)}`,
          message: `field name '${String(error.params.propertyName)}' is not allowed; expected lowerCamelCase letters and digits (e.g. teamName)`,
        };
      default:
        return { pointer, message: error.message ?? 'invalid value' };
    }
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  array: 'a list [...]',
  object: 'an object {...}',
};

function describeType(type: string): string {
  return type
    .split(',')
    .map((name) => TYPE_NAMES[name] ?? name)
    .join(' or ');
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** Drops the noise of oneOf branches when a more specific error at the same place exists. */
function relevantErrors(errors: ErrorObject[]): ErrorObject[] {
  // Errors inside `propertyNames` repeat the one reported for the name itself.
  const specific = errors.filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'if' && error.propertyName === undefined);
  return specific.length > 0 ? specific : errors;
}
