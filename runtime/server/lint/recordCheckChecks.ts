import { checkDetail, checkField, messagePlaceholders, recordField } from '../../core/checks/checkFields';
import type { CheckOverlap, CreatesDeclaration, CreatesRows, RecordCheck } from '../../core/checks/check.types';
import { detailFields } from '../../core/screen/screenModel';
import { flowOwnedFields } from '../../core/flow/flowModel';
import type { FlowDeclaration } from '../../core/flow/flow.types';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import { checkDerive, inlineFlow, type FlowOfScreen } from './deriveChecks';
import { ownFieldNames, targetScreen, type Report } from './screenRefs';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/** Where a flow is written (inline under `/flow`, or at the root of a shared flow file) and the screen that uses it. */
export interface FlowSource {
  file: SourceFile;
  at: string;
  flow: FlowDeclaration;
}

const isDateField = (field: FieldSchema | undefined) => field?.type === 'string' && (field.format === 'date' || field.format === 'date-time');

/** An `overlap`: its start and end are date (or date-time) header fields of both the looked-in screen and the record. */
function checkOverlap(report: Report, base: string, screen: ScreenFile, target: ScreenFile, overlap: CheckOverlap): void {
  for (const edge of ['start', 'end'] as const) {
    const name = overlap[edge];
    for (const side of [target, screen]) {
      const field = side.entity.properties[name];
      if (!field) report(`${base}/${edge}`, `overlap ${edge} '${name}' is not a field of screen '${side.id}'${didYouMean(name, ownFieldNames(side))}`);
      else if (!isDateField(field))
        report(`${base}/${edge}`, `overlap ${edge} '${name}' of screen '${side.id}' must be a date field (format: date or date-time)`);
    }
  }
}

/** One check: its screen and detail exist, every field it names exists on the side it belongs to, and `where` uses known state codes. */
function checkOne(report: Report, base: string, screen: ScreenFile, check: RecordCheck, screensById: ReadonlyMap<string, ScreenFile>): void {
  const target = targetScreen(report, `${base}/screen`, check.screen, screensById);
  if (!target) return;
  const detail = checkDetail(target, check);
  if (check.detail && !detail) {
    const names = detailFields(target).map((field) => field.name);
    report(`${base}/detail`, `'${check.detail}' is not a detail field of screen '${target.id}'${didYouMean(check.detail, names)}`);
    return;
  }
  const targetNames = [...(detail?.columns.map(([name]) => name) ?? []), ...ownFieldNames(target)];
  const targetRef = (pointer: string, name: string) => {
    const found = checkField(target, detail, name) !== undefined;
    if (!found)
      report(
        pointer,
        `'${name}' is not a field of ${detail ? `detail '${detail.name}' or the header of ` : ''}screen '${target.id}'${didYouMean(name, targetNames)}`,
      );
    return found;
  };
  for (const [name, own] of Object.entries(check.match)) {
    targetRef(`${base}/match/${name}`, name);
    if (!recordField(screen, own)) report(`${base}/match/${name}`, `'${own}' is not a field of screen '${screen.id}'${didYouMean(own, ownFieldNames(screen))}`);
  }
  if (check.overlap) checkOverlap(report, `${base}/overlap`, screen, target, check.overlap);
  const targetFlow = typeof target.flow === 'object' ? target.flow : null;
  (check.where ?? []).forEach((condition, i) => {
    if (!targetRef(`${base}/where/${i}/field`, condition.field) || targetFlow?.stateField !== condition.field || detail) return;
    const codes = targetFlow.states.map((state) => state.code);
    for (const value of ([] as string[]).concat(condition.value))
      if (!codes.includes(value))
        report(`${base}/where/${i}/value`, `'${value}' is not a state of screen '${target.id}'; states are ${codes.map((code) => `'${code}'`).join(', ')}`);
  });
  // A refusing match quotes the matched row; a missing one can only quote the record being checked.
  const quoted = check.exists ? screen : target;
  const quotedNames = check.exists ? ownFieldNames(screen) : targetNames;
  for (const name of messagePlaceholders(check.message)) {
    const known = check.exists ? recordField(screen, name) !== undefined : checkField(target, detail, name) !== undefined;
    if (!known) report(`${base}/message`, `placeholder {${name}} is not a field of screen '${quoted.id}'${didYouMean(name, quotedNames)}`);
  }
}

/** Copied detail rows: a detail field of the new record, a known source screen, and every named field on its side. */
function checkCreatesRows(
  report: Report,
  base: string,
  screen: ScreenFile,
  target: ScreenFile,
  rows: CreatesRows,
  screensById: ReadonlyMap<string, ScreenFile>,
): void {
  const detail = detailFields(target).find((one) => one.name === rows.field);
  if (!detail)
    report(
      `${base}/field`,
      `'${rows.field}' is not a detail field of screen '${target.id}'${didYouMean(
        rows.field,
        detailFields(target).map((one) => one.name),
      )}`,
    );
  const from = targetScreen(report, `${base}/screen`, rows.screen, screensById);
  if (!from) return;
  const fromField = (pointer: string, name: string) => {
    if (!recordField(from, name)) report(pointer, `'${name}' is not a field of screen '${from.id}'${didYouMean(name, ownFieldNames(from))}`);
  };
  for (const [name, own] of Object.entries(rows.match)) {
    fromField(`${base}/match/${name}`, name);
    if (!recordField(screen, own)) report(`${base}/match/${name}`, `'${own}' is not a field of screen '${screen.id}'${didYouMean(own, ownFieldNames(screen))}`);
  }
  if (rows.order !== undefined) fromField(`${base}/order`, rows.order);
  const columns = detail?.columns.map(([name]) => name) ?? [];
  for (const [column, field] of Object.entries(rows.map)) {
    if (detail && !columns.includes(column))
      report(`${base}/map/${column}`, `'${column}' is not a column of detail '${rows.field}' of screen '${target.id}'${didYouMean(column, columns)}`);
    fromField(`${base}/map/${column}`, field);
  }
}

/** A created record: its screen exists, every mapped field exists on both sides, the link is a text field, and no required field of the new record is left out. */
function checkCreates(report: Report, base: string, screen: ScreenFile, creates: CreatesDeclaration, screensById: ReadonlyMap<string, ScreenFile>): void {
  const target = targetScreen(report, `${base}/screen`, creates.screen, screensById);
  if (!target) return;
  const targetFlow = typeof target.flow === 'object' ? target.flow : null;
  const ownedByFlow = targetFlow ? flowOwnedFields(targetFlow) : [];
  for (const [name, own] of Object.entries(creates.map)) {
    const field = target.entity.properties[name];
    if (!field || field.type === 'array')
      report(`${base}/map/${name}`, `'${name}' is not a field of screen '${target.id}'${didYouMean(name, ownFieldNames(target))}`);
    else if (ownedByFlow.includes(name))
      report(`${base}/map/${name}`, `'${name}' is written by the flow of screen '${target.id}' and cannot be set when its record is created`);
    if (!recordField(screen, own)) report(`${base}/map/${name}`, `'${own}' is not a field of screen '${screen.id}'${didYouMean(own, ownFieldNames(screen))}`);
  }
  for (const name of target.entity.required ?? [])
    if (!(name in creates.map) && target.entity.properties[name]?.default === undefined)
      report(`${base}/map`, `required field '${name}' of screen '${target.id}' is not mapped, so every created record would be refused`);
  if (creates.link !== undefined && screen.entity.properties[creates.link]?.type !== 'string')
    report(`${base}/link`, `link '${creates.link}' is not a text field of screen '${screen.id}'${didYouMean(creates.link, ownFieldNames(screen))}`);
  if (creates.rows) checkCreatesRows(report, `${base}/rows`, screen, target, creates.rows, screensById);
}

/**
 * The cross-screen words of a screen: its `checks`, and the `checks`, `creates`, `derives` and `opens` of its
 * flow's transitions (checked where the flow is written, naming the screen that uses it).
 */
export function checkRecordChecks(
  file: SourceFile,
  screen: ScreenFile,
  flow: FlowSource | null,
  screensById: ReadonlyMap<string, ScreenFile>,
  flowOfTarget: FlowOfScreen = inlineFlow,
): LintIssue[] {
  const issues: LintIssue[] = [];
  const inScreen: Report = (pointer, message) => issues.push(file.issue(pointer, message));
  (screen.checks ?? []).forEach((check, i) => checkOne(inScreen, `/checks/${i}`, screen, check, screensById));
  if (!flow) return issues;
  const inFlow: Report = (pointer, message) => issues.push(flow.file.issue(`${flow.at}${pointer}`, message));
  flow.flow.transitions.forEach((transition, t) => {
    const base = `/transitions/${t}`;
    (transition.checks ?? []).forEach((check, i) => checkOne(inFlow, `${base}/checks/${i}`, screen, check, screensById));
    if (transition.creates) checkCreates(inFlow, `${base}/creates`, screen, transition.creates, screensById);
    (transition.derives ?? []).forEach((derive, i) => checkDerive(inFlow, `${base}/derives/${i}`, { screen, derive, screensById, flowOfTarget }));
    if (transition.opens !== undefined) targetScreen(inFlow, `${base}/opens`, transition.opens, screensById);
  });
  return issues;
}
