import type { FieldRule, FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import { AUDIT_FIELDS } from '../../core/screen/screen.types';
import { parseDictCode } from '../../core/screen/dictCode';
import { storedFields } from '../../core/screen/screenModel';
import { CELL_PRESETS, RULE_CODES, UNIQUE_CODE, isKnownRuleCode } from '../../core/validation/presets';
import { checkDerivedFields } from './derivedFieldChecks';
import { checkDevice } from './deviceChecks';
import { checkDictFilterRef, checkDictFilters, dictColumns } from './dictFilterChecks';
import { checkDistribution } from './distributionChecks';
import { checkFieldLinks } from './conditionChecks';
import { checkGantt } from './ganttChecks';
import { checkAggregateMeasures, checkListConditions } from '../../core/dashboard/dashboardCheck';
import { checkFieldType } from './fieldTypeChecks';
import { didYouMean, nearestNames, quotedList } from './suggest';
import type { LintIssue } from './lintIssue';
import { pointerSegment, type SourceFile } from './sourceFile';
import { checkSurvey } from './surveyChecks';

/** What the checks of one screen may look up elsewhere in the project. */
export interface ProjectIndex {
  dictCodes: ReadonlySet<string>;
  screensById: ReadonlyMap<string, ScreenFile>;
  screensByTable: ReadonlyMap<string, ScreenFile>;
}

/** Checks that need more than the meta-schema: references between fields, dictionaries, rules and screens. */
export function checkScreen(file: SourceFile, screen: ScreenFile, index: ProjectIndex): LintIssue[] {
  const issues: LintIssue[] = [];
  const fields = Object.keys(screen.entity.properties);
  const listable = [...fields, ...AUDIT_FIELDS];
  const fieldRef = (pointer: string, name: string, allowed: readonly string[], what: string) => {
    if (!allowed.includes(name)) issues.push(file.issue(pointer, `${what} '${name}' is not a field of the entity${didYouMean(name, allowed)}`));
  };

  (screen.entity.required ?? []).forEach((name, i) => {
    if (!fields.includes(name)) issues.push(file.issue(`/entity/required/${i}`, missingRequiredField(name, fields)));
  });
  screen.list.columns.forEach((name, i) => fieldRef(`/list/columns/${i}`, name, listable, 'list column'));
  (screen.list.query ?? []).forEach((entry, i) => {
    const name = typeof entry === 'string' ? entry : entry.field;
    fieldRef(typeof entry === 'string' ? `/list/query/${i}` : `/list/query/${i}/field`, name, fields, 'query field');
    if (typeof entry !== 'string' && entry.mode === 'expiry' && screen.entity.properties[name] && !screen.entity.properties[name]['x-expiry'])
      issues.push(file.issue(`/list/query/${i}/mode`, `query mode 'expiry' needs 'x-expiry' on field '${name}' (how many days ahead it warns)`));
  });
  for (const [name, field] of Object.entries(screen.entity.properties))
    if (field['x-expiry'] && (field.type !== 'string' || field.format !== 'date'))
      issues.push(file.issue(`/entity/properties/${pointerSegment(name)}/x-expiry`, `x-expiry needs a date field (format: date); '${name}' is not one`));
  if (screen.list.sort) fieldRef('/list/sort', screen.list.sort.replace(/^-/, ''), listable, 'sort field');
  (screen.form?.fields ?? []).forEach((name, i) => fieldRef(`/form/fields/${i}`, name, fields, 'form field'));
  issues.push(...checkFormTabs(file, screen));
  issues.push(...checkDistribution(file, screen));
  issues.push(...checkFieldLinks(file, screen));
  issues.push(...checkGantt(file, screen));
  // The list's aggregate columns: the dashboard's measure checks, and what a per-row column asks beyond.
  for (const issue of checkAggregateMeasures(screen, screen.list.aggregates ?? [], { screens: index.screensById, suggest: didYouMean }))
    issues.push(file.issue(issue.pointer, issue.message));
  for (const issue of checkListConditions(screen, { screens: index.screensById, suggest: didYouMean })) issues.push(file.issue(issue.pointer, issue.message));
  issues.push(...checkDerivedFields(file, screen, index));
  if (screen.treeParent) fieldRef('/treeParent', screen.treeParent, fields, 'tree parent');

  for (const [name, field] of Object.entries(screen.entity.properties)) {
    issues.push(...checkField(file, `/entity/properties/${pointerSegment(name)}`, field, index));
  }
  screen.list.columns.forEach((name, i) => {
    if (screen.entity.properties[name]?.type === 'array')
      issues.push(file.issue(`/list/columns/${i}`, `detail table '${name}' cannot be a list column (lists do not load detail rows)`));
  });

  (screen.details ?? []).forEach((detail, i) => {
    const child = index.screensById.get(detail.screen);
    if (!child) {
      issues.push(file.issue(`/details/${i}/screen`, missingDetailScreen(screen, detail, index)));
    } else if (!(detail.foreignKey in child.entity.properties)) {
      issues.push(file.issue(`/details/${i}/foreignKey`, `'${detail.foreignKey}' is not a field of screen '${detail.screen}'`));
    }
  });
  if (screen.survey) issues.push(...checkSurvey(file, { ...screen, survey: screen.survey }));
  if (screen.device) issues.push(...checkDevice(file, { ...screen, device: screen.device }, index));
  issues.push(...checkUniqueTogether(file, screen));
  issues.push(...checkDictFilters(file, screen));
  return issues;
}

/** A required name that is no property: the nearest property names, since a near miss is the usual cause. */
function missingRequiredField(name: string, fields: readonly string[]): string {
  if (fields.length === 0) return `必填字段 '${name}' 在 properties 里没有：请先在 properties 里写这个字段`;
  return `必填字段 '${name}' 在 properties 里没有：请改为已有的字段（最接近的是 ${quotedList(nearestNames(name, fields))}），或在 properties 里加上 '${name}'`;
}

/**
 * A detail screen that does not exist: candidates are other screens (never this one), those that
 * have the foreign key first, since a detail screen must hold it.
 */
function missingDetailScreen(screen: ScreenFile, detail: { screen: string; foreignKey: string }, index: ProjectIndex): string {
  const others = [...index.screensById.values()].filter((other) => other.id !== screen.id);
  const holding = others.filter((other) => detail.foreignKey in other.entity.properties).map((other) => other.id);
  const rest = others.map((other) => other.id).filter((id) => !holding.includes(id));
  const candidates = [...nearestNames(detail.screen, holding), ...nearestNames(detail.screen, rest)].slice(0, 3);
  const named = candidates.map((id) => (holding.includes(id) ? `'${id}'（有字段 ${detail.foreignKey}）` : `'${id}'`)).join('、');
  return `子页面 '${detail.screen}' 不存在（没有这个编号的页面文件）：请改为已有页面的编号，可选 ${named}`;
}

/** The fields of a `unique` set are stored fields of the header (a detail table has no column to index). */
function checkUniqueTogether(file: SourceFile, screen: ScreenFile): LintIssue[] {
  const stored = storedFields(screen).map(([name]) => name);
  return (screen.unique ?? []).flatMap(({ fields }, i) =>
    fields.flatMap((name, j) =>
      stored.includes(name)
        ? []
        : [file.issue(`/unique/${i}/fields/${j}`, `unique field '${name}' is not a stored field of the entity${didYouMean(name, stored)}`)],
    ),
  );
}

/** Form tabs name form fields, each field in one tab only. */
function checkFormTabs(file: SourceFile, screen: ScreenFile): LintIssue[] {
  const issues: LintIssue[] = [];
  const listed = screen.form?.fields;
  const formFields = listed ?? Object.keys(screen.entity.properties);
  const placed = new Map<string, number>();
  (screen.form?.tabs ?? []).forEach((tab, t) =>
    tab.fields.forEach((name, i) => {
      const at = `/form/tabs/${t}/fields/${i}`;
      if (!formFields.includes(name)) {
        issues.push(file.issue(at, `tab field '${name}' is not ${listed ? 'in form.fields' : 'a field of the entity'}${didYouMean(name, formFields)}`));
        return;
      }
      const first = placed.get(name);
      if (first !== undefined)
        issues.push(file.issue(at, `field '${name}' is already in tab ${first + 1} ('${screen.form?.tabs?.[first].title}'); a field belongs to one tab`));
      else placed.set(name, t);
    }),
  );
  return issues;
}

/** Rules and dictionary of one property; a detail table's columns are checked the same way. */
function checkField(file: SourceFile, at: string, field: FieldSchema, index: ProjectIndex): LintIssue[] {
  const issues: LintIssue[] = [...checkFieldType(file, at, field)];
  (field['x-rules'] ?? []).forEach((rule, i) => issues.push(...checkRuleCode(file, `${at}/x-rules/${i}`, rule)));
  (field['x-column']?.validateRules ?? []).forEach((rule, i) => {
    if (rule.pattern !== undefined)
      issues.push(
        ...checkRuleCode(
          file,
          `${at}/x-column/validateRules/${i}`,
          rule.pattern in CELL_PRESETS || rule.pattern === UNIQUE_CODE ? rule.pattern : { pattern: rule.pattern, message: '' },
        ),
      );
  });
  if (field['x-dict'] !== undefined) issues.push(...checkDict(file, `${at}/x-dict`, field['x-dict'], index));
  if (field['x-column']?.dictCode !== undefined) issues.push(...checkDict(file, `${at}/x-column/dictCode`, field['x-column'].dictCode, index));
  if (field.type === 'array') issues.push(...checkDetailTable(file, at, field, index));
  return issues;
}

function checkRuleCode(file: SourceFile, at: string, rule: FieldRule): LintIssue[] {
  if (typeof rule === 'string') return isKnownRuleCode(rule) ? [] : [file.issue(at, `unknown rule code '${rule}'${didYouMean(rule, RULE_CODES)}`)];
  try {
    new RegExp(rule.pattern);
    return [];
  } catch {
    return [file.issue(`${at}/pattern`, `'${rule.pattern}' is not a valid regular expression`)];
  }
}

/** A detail table: its required columns exist, its table is no screen's, its computed columns name columns; then each column. */
function checkDetailTable(file: SourceFile, at: string, field: FieldSchema, index: ProjectIndex): LintIssue[] {
  const issues: LintIssue[] = [];
  const columns = Object.keys(field.items?.properties ?? {});
  (field.items?.required ?? []).forEach((name, i) => {
    if (!columns.includes(name))
      issues.push(file.issue(`${at}/items/required/${i}`, `required column '${name}' is not a column of the detail table${didYouMean(name, columns)}`));
  });
  const table = field['x-detail']?.table;
  if (table && index.screensByTable.has(table))
    issues.push(file.issue(`${at}/x-detail/table`, `detail table '${table}' is already the table of screen '${index.screensByTable.get(table)!.id}'`));
  for (const [name, column] of Object.entries(field.items?.properties ?? {})) {
    const columnAt = `${at}/items/properties/${pointerSegment(name)}`;
    if (column.type === 'array') issues.push(file.issue(`${columnAt}/type`, 'a detail table column cannot itself be a detail table'));
    for (const kind of ['product', 'difference'] as const)
      (column['x-column']?.[kind] ?? []).forEach((factor, i) => {
        if (!columns.includes(factor))
          issues.push(file.issue(`${columnAt}/x-column/${kind}/${i}`, `'${factor}' is not a column of the detail table${didYouMean(factor, columns)}`));
      });
    issues.push(...checkField(file, columnAt, column, index));
  }
  return issues;
}

/** A dictionary reference: a known plain code, or a table dictionary over a screen's own columns. */
export function checkDict(file: SourceFile, pointer: string, code: string, index: ProjectIndex): LintIssue[] {
  const ref = parseDictCode(code);
  if (!ref) return [file.issue(pointer, `'${code}' is neither a dictionary code nor 'table,text_column,value_column[,filter]'`)];
  if (ref.kind === 'plain') {
    return index.dictCodes.has(ref.code) ? [] : [file.issue(pointer, `unknown dictionary '${ref.code}'${didYouMean(ref.code, [...index.dictCodes])}`)];
  }
  const target = index.screensByTable.get(ref.table);
  if (!target)
    return [file.issue(pointer, `table dictionary: '${ref.table}' is not the table of any screen${didYouMean(ref.table, [...index.screensByTable.keys()])}`)];
  const columns = dictColumns(target);
  return [
    ...[ref.textColumn, ref.valueColumn]
      .filter((column) => !columns.includes(column))
      .map((column) => file.issue(pointer, `table dictionary: '${column}' is not a column of '${ref.table}'${didYouMean(column, columns)}`)),
    ...(ref.filter ? checkDictFilterRef(file, pointer, ref.filter, target) : []),
  ];
}
