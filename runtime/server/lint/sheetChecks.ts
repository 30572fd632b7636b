import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../core/screen/catalogue.types';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { SheetFile } from '../../core/sheet/sheet.types';
import { spanOf } from '../../core/sheet/sheetPeriod';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/**
 * What is wrong with the sheet's date field, if anything: a month sheet places records by day, so
 * it needs a date; a year sheet places them by month, so a text field holding YYYY-MM does too.
 */
function dateProblem(sheet: SheetFile, schema: FieldSchema): string | null {
  if (schema.format === 'date') return null;
  const monthText = schema.type === 'string' && !schema.format;
  if (spanOf(sheet) === 'year') return monthText ? null : `'${sheet.date}' must be a date field (format: date) or a text field holding YYYY-MM`;
  return `'${sheet.date}' must be a date field (format: date)${monthText ? '; a text field holding YYYY-MM needs "span": "year"' : ''}`;
}

/**
 * References of a sheet to its screen: the screen exists, every named field is one of its own, the
 * date places records in the span's columns, a cell has marks or is filled (not both) and sums are numbers.
 */
export function checkSheet(
  file: SourceFile,
  sheet: SheetFile,
  entryId: string,
  permission: string | undefined,
  screensById: ReadonlyMap<string, ScreenFile>,
): LintIssue[] {
  if (sheet.id !== entryId) return [file.issue('/id', `sheet id '${sheet.id}' differs from its catalogue entry's id '${entryId}'`)];
  const screen = screensById.get(sheet.screen);
  if (!screen) return [file.issue('/screen', `unknown screen '${sheet.screen}'${didYouMean(sheet.screen, [...screensById.keys()])}`)];
  const issues: LintIssue[] = [];
  const fields = Object.keys(screen.entity.properties);
  const field = (pointer: string, name: string, expect?: (schema: ScreenFile['entity']['properties'][string]) => string | null) => {
    const schema = screen.entity.properties[name];
    if (!schema) issues.push(file.issue(pointer, `'${name}' is not a field of screen '${screen.id}'${didYouMean(name, fields)}`));
    else {
      const wrong = expect?.(schema);
      if (wrong) issues.push(file.issue(pointer, wrong));
    }
  };
  field('/date', sheet.date, (schema) => dateProblem(sheet, schema));
  field('/rows/field', sheet.rows.field);
  (sheet.rows.show ?? []).forEach((name, i) => field(`/rows/show/${i}`, name));
  field('/cell/field', sheet.cell.field);
  if (sheet.cell.marks && sheet.cell.filled)
    issues.push(file.issue('/cell/filled', `write either 'marks' or 'filled': a filled cell shows only whether '${sheet.cell.field}' holds something`));
  (sheet.filters ?? []).forEach((name, i) => field(`/filters/${i}`, name));
  sheet.totals.forEach((total, i) => {
    if (total.sum !== undefined)
      field(`/totals/${i}/sum`, total.sum, (schema) =>
        schema.type === 'number' || schema.type === 'integer' ? null : `'${total.sum}' must be a number field to be summed`,
      );
    else if (total.count !== undefined) field(`/totals/${i}/count/field`, total.count.field);
    else field(`/totals/${i}/all/field`, total.all.field);
  });
  if (permission !== undefined && permission !== screen.permission)
    issues.push(file.issue('/screen', `the catalogue entry's permission '${permission}' must be the screen's prefix '${screen.permission}'`));
  return issues;
}

/** Every catalogue `sheet` entry names an existing, valid sheet file whose references hold. */
export function checkCatalogueSheets(
  rootDir: string,
  catalogueFile: SourceFile,
  catalogue: Catalogue,
  openValid: (path: string) => [SourceFile, SheetFile] | null,
  screensById: ReadonlyMap<string, ScreenFile>,
): LintIssue[] {
  const issues: LintIssue[] = [];
  catalogue.modules.forEach((module, m) =>
    module.groups.forEach((group, g) =>
      group.screens.forEach((entry, s) => {
        if (!entry.sheet) return;
        const path = join(rootDir, entry.sheet);
        if (!existsSync(path)) {
          issues.push(catalogueFile.issue(`/modules/${m}/groups/${g}/screens/${s}/sheet`, `sheet file '${entry.sheet}' does not exist`));
          return;
        }
        const opened = openValid(path);
        if (opened) issues.push(...checkSheet(opened[0], opened[1], entry.id, entry.permission, screensById));
      }),
    ),
  );
  return issues;
}
