import type { ComputeMeasure } from '../../core/compute/compute.types';
import { FormulaError, formulaFields, parseFormula } from '../../core/compute/formula';
import type { FlowDeclaration } from '../../core/flow/flow.types';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import { pointerSegment, type SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

type Fields = Record<string, FieldSchema>;

/**
 * `compute` of a screen: the computed rows are a detail field with the key column, the month a
 * header text field; every screen it reads exists and every field it names is a field of the screen
 * it belongs to (source, looked-up screen, row, header — a lookup's `by` is a header field); sums
 * read number fields; formulas parse and read row columns; `refresh` and `covered.transition` are
 * transitions of the screen's flow.
 */
export function checkCompute(file: SourceFile, screen: ScreenFile, flow: FlowDeclaration | null, screensById: ReadonlyMap<string, ScreenFile>): LintIssue[] {
  const compute = screen.compute;
  if (!compute) return [];
  const issues: LintIssue[] = [];
  const report = (pointer: string, message: string) => issues.push(file.issue(`/compute${pointer}`, message));
  const header = screen.entity.properties;
  const rowsField = header[compute.rows];
  const columns: Fields | null = rowsField?.type === 'array' && rowsField.items ? rowsField.items.properties : null;
  if (!columns) {
    const details = Object.keys(header).filter((name) => header[name].type === 'array');
    report('/rows', `'${compute.rows}' is not a detail field of the entity${didYouMean(compute.rows, details)}`);
  }

  const fieldOf = (pointer: string, fields: Fields | null, name: string, where: string): FieldSchema | null => {
    if (!fields) return null;
    if (!(name in fields)) report(pointer, `'${name}' is not a field of ${where}${didYouMean(name, Object.keys(fields))}`);
    return fields[name] ?? null;
  };
  const rowsWhere = `the rows '${compute.rows}'`;
  const screenAt = (pointer: string, id: string): ScreenFile | null => {
    const found = screensById.get(id);
    if (!found) report(pointer, `unknown screen '${id}'${didYouMean(id, [...screensById.keys()])}`);
    return found ?? null;
  };
  const measureOf = (pointer: string, measure: ComputeMeasure, fields: Fields | null, where: string) => {
    if ('sum' in measure) {
      const field = fieldOf(`${pointer}/sum`, fields, measure.sum, where);
      if (field && field.type !== 'number' && field.type !== 'integer')
        report(`${pointer}/sum`, `'sum' needs a number field; '${measure.sum}' is ${field.type}`);
    } else if (measure.count.field !== undefined) {
      fieldOf(`${pointer}/count/field`, fields, measure.count.field, where);
      if (!measure.count.values) report(`${pointer}/count`, `a count by field '${measure.count.field}' needs the 'values' it counts`);
    }
  };
  const transitionRef = (pointer: string, name: string) => {
    if (!flow) return report(pointer, `transition '${name}' needs a flow: the screen has none`);
    const names = flow.transitions.map((transition) => transition.name);
    if (!names.includes(name)) report(pointer, `'${name}' is not a transition of the flow${didYouMean(name, names)}`);
  };

  fieldOf('/key', columns, compute.key, rowsWhere);
  const month = fieldOf('/month', header, compute.month, 'the entity');
  if (month && (month.type !== 'string' || month.format)) report('/month', `month field '${compute.month}' must be a text field holding YYYY-MM`);

  const source = screenAt('/from/screen', compute.from.screen);
  const sourceFields = source?.entity.properties ?? null;
  const sourceWhere = `screen '${compute.from.screen}'`;
  fieldOf('/from/key', sourceFields, compute.from.key, sourceWhere);
  const date = fieldOf('/from/date', sourceFields, compute.from.date, sourceWhere);
  if (date && date.format !== 'date') report('/from/date', `date field '${compute.from.date}' must be a date field (format: date)`);
  for (const [sourceField, headerField] of Object.entries(compute.from.match ?? {})) {
    fieldOf(`/from/match/${pointerSegment(sourceField)}`, sourceFields, sourceField, sourceWhere);
    fieldOf(`/from/match/${pointerSegment(sourceField)}`, header, headerField, 'the entity');
  }
  for (const [rowField, measure] of Object.entries(compute.from.values)) {
    const at = `/from/values/${pointerSegment(rowField)}`;
    fieldOf(at, columns, rowField, rowsWhere);
    measureOf(at, measure, sourceFields, sourceWhere);
  }

  (compute.lookups ?? []).forEach((lookup, i) => {
    const at = `/lookups/${i}`;
    const looked = screenAt(`${at}/screen`, lookup.screen);
    const fields = looked?.entity.properties ?? null;
    const where = `screen '${lookup.screen}'`;
    if (lookup.key !== 'id') fieldOf(`${at}/key`, fields, lookup.key, where);
    if (lookup.by !== undefined) fieldOf(`${at}/by`, header, lookup.by, 'the entity');
    if (lookup.latest) {
      const latest = fieldOf(`${at}/latest`, fields, lookup.latest, where);
      if (latest && latest.format !== 'date') report(`${at}/latest`, `'${lookup.latest}' must be a date field (format: date)`);
    }
    for (const [rowField, field] of Object.entries(lookup.values)) {
      fieldOf(`${at}/values/${pointerSegment(rowField)}`, columns, rowField, rowsWhere);
      fieldOf(`${at}/values/${pointerSegment(rowField)}`, fields, field, where);
    }
  });

  for (const [rowField, text] of Object.entries(compute.formulas ?? {})) {
    const at = `/formulas/${pointerSegment(rowField)}`;
    fieldOf(at, columns, rowField, rowsWhere);
    try {
      for (const name of formulaFields(parseFormula(text))) fieldOf(at, columns, name, rowsWhere);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      report(at, `formula '${text}' does not parse at character ${error.position + 1}: ${error.message}`);
    }
  }
  for (const [headerField, measure] of Object.entries(compute.totals ?? {})) {
    const at = `/totals/${pointerSegment(headerField)}`;
    fieldOf(at, header, headerField, 'the entity');
    measureOf(at, measure, columns, rowsWhere);
  }

  if (compute.refresh) transitionRef('/refresh', compute.refresh);
  const covered = compute.covered;
  if (covered) {
    transitionRef('/covered/transition', covered.transition);
    const other = screenAt('/covered/screen', covered.screen);
    const rowPrefix = `${compute.rows}.`;
    for (const [otherField, reference] of Object.entries(covered.match)) {
      const at = `/covered/match/${pointerSegment(otherField)}`;
      fieldOf(at, other?.entity.properties ?? null, otherField, `screen '${covered.screen}'`);
      if (reference.startsWith(rowPrefix)) fieldOf(at, columns, reference.slice(rowPrefix.length), rowsWhere);
      else if (reference !== 'id') fieldOf(at, header, reference, 'the entity');
    }
  }
  return issues;
}
