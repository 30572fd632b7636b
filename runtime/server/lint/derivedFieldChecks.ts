import { formulaFields, FormulaError, parseFormula } from '../../core/compute/formula';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import { checkNoticeRoles } from './roleChecks';
import type { ProjectIndex } from './screenChecks';
import { pointerSegment, type SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

const isNumber = (field: FieldSchema | undefined) => field?.type === 'number' || field?.type === 'integer';

/**
 * One `x-bands` declaration: `from` and each named bound are number fields (a bound of a detail
 * column may be a header field), every band but the last has a `min`, the last has none, and the
 * number bounds fall from high to low.
 */
function checkBands(file: SourceFile, at: string, field: FieldSchema, own: Record<string, FieldSchema>, header: Record<string, FieldSchema>): LintIssue[] {
  const bands = field['x-bands'];
  if (!bands) return [];
  const issues: LintIssue[] = [];
  const numberField = (pointer: string, name: string, scope: Record<string, FieldSchema>, what: string) => {
    const names = Object.keys(scope);
    if (!scope[name]) issues.push(file.issue(pointer, `${what} '${name}' is not a field${didYouMean(name, names)}`));
    else if (!isNumber(scope[name])) issues.push(file.issue(pointer, `${what} '${name}' must be a number field; it is ${scope[name].type}`));
  };
  numberField(`${at}/x-bands/from`, bands.from, own, 'x-bands from');
  let previous = Infinity;
  bands.bands.forEach((band, i) => {
    const last = i === bands.bands.length - 1;
    const bandAt = `${at}/x-bands/bands/${i}`;
    if (last && band.min !== undefined) issues.push(file.issue(`${bandAt}/min`, 'the last band takes every lower value: leave out its min'));
    if (!last && band.min === undefined) issues.push(file.issue(bandAt, 'only the last band may leave out min; give this band its lower bound'));
    if (typeof band.min === 'string') numberField(`${bandAt}/min`, band.min, { ...header, ...own }, 'band bound');
    if (typeof band.min === 'number') {
      if (band.min >= previous) issues.push(file.issue(`${bandAt}/min`, `bands go from high to low: ${band.min} is not below ${previous}`));
      previous = band.min;
    }
  });
  return issues;
}

/** An `x-formula` parses and reads number fields of the entity other than its own. */
function checkFormula(file: SourceFile, at: string, name: string, field: FieldSchema, own: Record<string, FieldSchema>): LintIssue[] {
  const text = field['x-formula'];
  if (text === undefined) return [];
  try {
    const names = Object.keys(own);
    return formulaFields(parseFormula(text)).flatMap((operand) => {
      if (operand === name) return [file.issue(`${at}/x-formula`, `x-formula of '${name}' cannot read '${name}' itself`)];
      if (!own[operand]) return [file.issue(`${at}/x-formula`, `x-formula operand '${operand}' is not a field${didYouMean(operand, names)}`)];
      return isNumber(own[operand]) ? [] : [file.issue(`${at}/x-formula`, `x-formula operand '${operand}' must be a number field; it is ${own[operand].type}`)];
    });
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    return [file.issue(`${at}/x-formula`, `x-formula '${text}' does not parse: ${error.message} at character ${error.position + 1}`)];
  }
}

/** An `x-sum` names a screen, its number field, its date field and its match fields, and fields of this entity. */
function checkSum(file: SourceFile, at: string, field: FieldSchema, own: Record<string, FieldSchema>, index: ProjectIndex): LintIssue[] {
  const sum = field['x-sum'];
  if (!sum) return [];
  const source = index.screensById.get(sum.screen);
  if (!source)
    return [file.issue(`${at}/x-sum/screen`, `x-sum screen '${sum.screen}' is not a screen${didYouMean(sum.screen, [...index.screensById.keys()])}`)];
  const theirs = source.entity.properties;
  const issues: LintIssue[] = [];
  const ref = (pointer: string, name: string, scope: Record<string, FieldSchema>, where: string, kind?: (field: FieldSchema) => string | null) => {
    const target = scope[name];
    if (!target) issues.push(file.issue(pointer, `'${name}' is not a field of ${where}${didYouMean(name, Object.keys(scope))}`));
    else if (kind?.(target)) issues.push(file.issue(pointer, `'${name}' of ${where} ${kind(target)}`));
  };
  ref(`${at}/x-sum/field`, sum.field, theirs, `screen '${sum.screen}'`, (target) => (isNumber(target) ? null : `must be a number field; it is ${target.type}`));
  ref(`${at}/x-sum/date`, sum.date, theirs, `screen '${sum.screen}'`, (target) => (target.format === 'date' ? null : 'must be a date field (format: date)'));
  ref(`${at}/x-sum/month`, sum.month, own, 'the entity');
  for (const [theirField, ownField] of Object.entries(sum.match)) {
    ref(`${at}/x-sum/match/${pointerSegment(theirField)}`, theirField, theirs, `screen '${sum.screen}'`);
    ref(`${at}/x-sum/match/${pointerSegment(theirField)}`, ownField, own, 'the entity');
  }
  return issues;
}

const isDay = (field: FieldSchema) => (field.format === 'date' || field.format === 'date-time' ? null : 'must be a date field (format: date or date-time)');

/** An `x-count` is a number field naming a screen, its date field and fields (distinct, match, where), and a date field of this entity as its day. */
function checkCount(file: SourceFile, at: string, name: string, field: FieldSchema, own: Record<string, FieldSchema>, index: ProjectIndex): LintIssue[] {
  const count = field['x-count'];
  if (!count) return [];
  if (!isNumber(field)) return [file.issue(`${at}/x-count`, `x-count fills a number: '${name}' must be an integer or number field; it is ${field.type}`)];
  const source = index.screensById.get(count.screen);
  if (!source)
    return [file.issue(`${at}/x-count/screen`, `x-count screen '${count.screen}' is not a screen${didYouMean(count.screen, [...index.screensById.keys()])}`)];
  const theirs = source.entity.properties;
  const where = `screen '${count.screen}'`;
  const issues: LintIssue[] = [];
  const ref = (pointer: string, fieldName: string, scope: Record<string, FieldSchema>, scopeName: string, kind?: (target: FieldSchema) => string | null) => {
    const target = scope[fieldName];
    if (!target) issues.push(file.issue(pointer, `'${fieldName}' is not a field of ${scopeName}${didYouMean(fieldName, Object.keys(scope))}`));
    else if (kind?.(target)) issues.push(file.issue(pointer, `'${fieldName}' of ${scopeName} ${kind(target)}`));
  };
  ref(`${at}/x-count/date`, count.date, theirs, where, isDay);
  ref(`${at}/x-count/day`, count.day, own, 'the entity', (target) => (target.format === 'date' ? null : 'must be a date field (format: date)'));
  if (count.distinct !== undefined) ref(`${at}/x-count/distinct`, count.distinct, theirs, where);
  for (const [theirField, ownField] of Object.entries(count.match ?? {})) {
    ref(`${at}/x-count/match/${pointerSegment(theirField)}`, theirField, theirs, where);
    ref(`${at}/x-count/match/${pointerSegment(theirField)}`, ownField, own, 'the entity');
  }
  (count.where ?? []).forEach((condition, i) => ref(`${at}/x-count/where/${i}/field`, condition.field, theirs, where));
  return issues;
}

/** An `x-lookup` names a screen, a field of this entity holding its record's id, and a field of that screen of this field's type. */
function checkLookup(file: SourceFile, at: string, name: string, field: FieldSchema, own: Record<string, FieldSchema>, index: ProjectIndex): LintIssue[] {
  const lookup = field['x-lookup'];
  if (!lookup) return [];
  const source = index.screensById.get(lookup.screen);
  if (!source)
    return [
      file.issue(`${at}/x-lookup/screen`, `x-lookup screen '${lookup.screen}' is not a screen${didYouMean(lookup.screen, [...index.screensById.keys()])}`),
    ];
  const issues: LintIssue[] = [];
  if (lookup.by === name) issues.push(file.issue(`${at}/x-lookup/by`, `x-lookup of '${name}' cannot be found by '${name}' itself`));
  else if (!own[lookup.by])
    issues.push(file.issue(`${at}/x-lookup/by`, `'${lookup.by}' is not a field of the entity${didYouMean(lookup.by, Object.keys(own))}`));
  const theirs = source.entity.properties[lookup.field];
  if (!theirs)
    issues.push(
      file.issue(
        `${at}/x-lookup/field`,
        `'${lookup.field}' is not a field of screen '${lookup.screen}'${didYouMean(lookup.field, Object.keys(source.entity.properties))}`,
      ),
    );
  else if (theirs.type !== field.type)
    issues.push(file.issue(`${at}/x-lookup/field`, `'${lookup.field}' of screen '${lookup.screen}' is ${theirs.type}, but '${name}' is ${field.type}`));
  return issues;
}

/**
 * An `x-stream-status` is a dictionary field, not required (the form cannot fill it), reading an
 * HlsStream field of the entity, with different values for online and offline and known roles to notify.
 */
function checkStreamStatus(file: SourceFile, at: string, name: string, field: FieldSchema, screen: ScreenFile): LintIssue[] {
  const status = field['x-stream-status'];
  if (!status) return [];
  const own = screen.entity.properties;
  const issues: LintIssue[] = [];
  const stream = own[status.stream];
  if (!stream)
    issues.push(file.issue(`${at}/x-stream-status/stream`, `'${status.stream}' is not a field of the entity${didYouMean(status.stream, Object.keys(own))}`));
  else if (stream['x-component'] !== 'HlsStream')
    issues.push(
      file.issue(`${at}/x-stream-status/stream`, `'${status.stream}' must be an HlsStream field (x-component: HlsStream), the stream whose state this is`),
    );
  if (!field['x-dict'])
    issues.push(file.issue(`${at}/x-stream-status`, `x-stream-status fills a dictionary value: '${name}' needs x-dict (e.g. camera_status)`));
  if (status.online === status.offline)
    issues.push(file.issue(`${at}/x-stream-status/offline`, `online and offline are both '${status.online}': give them different values`));
  if (screen.entity.required?.includes(name))
    issues.push(file.issue(`${at}/x-stream-status`, `'${name}' is filled by the server from the stream: take it out of entity.required`));
  if (status.notify) issues.push(...checkNoticeRoles(file, `${at}/x-stream-status/notify`, status.notify));
  return issues;
}

/** Every derived field of the screen (x-formula, x-sum, x-count, x-lookup, x-bands, x-stream-status), the bands of its detail tables' columns too. */
export function checkDerivedFields(file: SourceFile, screen: ScreenFile, index: ProjectIndex): LintIssue[] {
  const header = screen.entity.properties;
  const issues: LintIssue[] = [];
  for (const [name, field] of Object.entries(header)) {
    const at = `/entity/properties/${pointerSegment(name)}`;
    issues.push(...checkFormula(file, at, name, field, header), ...checkSum(file, at, field, header, index));
    issues.push(...checkLookup(file, at, name, field, header, index), ...checkCount(file, at, name, field, header, index));
    issues.push(...checkBands(file, at, field, header, {}), ...checkStreamStatus(file, at, name, field, screen));
    for (const [column, cell] of Object.entries(field.items?.properties ?? {}))
      issues.push(...checkBands(file, `${at}/items/properties/${pointerSegment(column)}`, cell, field.items!.properties, header));
  }
  return issues;
}
