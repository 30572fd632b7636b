import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReportFile } from '../../core/report/report.types';
import { checkReport } from '../../core/report/reportCheck';
import type { ReportSql } from '../../core/report/reportSql';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { reportableTables } from './reportTables';
import { reportScreen } from './reportView';

/** A report file checked and ready to run. */
export interface LoadedReport {
  file: ReportFile;
  sql: ReportSql;
  /** The screens owning the declared tables, by table. */
  tables: ReadonlyMap<string, ScreenFile>;
  /** The result as a screen (columns, query fields, sort) for the list query parser. */
  view: ScreenFile;
}

function reportFilesIn(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

function loadReport(file: string, tables: ReadonlyMap<string, ScreenFile>): LoadedReport {
  let report: ReportFile;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as ReportFile;
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  const { issues, sql } = checkReport(report, { tables: new Set(tables.keys()) });
  if (!sql || issues.length > 0)
    throw new Error(`Report ${file} is refused (run npm run lint:schemas):\n${issues.map((issue) => `  ${issue.pointer}: ${issue.message}`).join('\n')}`);
  if (path.basename(file, '.json') !== report.code) throw new Error(`Report ${file} must be named ${report.code}.json after its code`);
  return { file: report, sql, tables: new Map(report.tables.map((table) => [table, tables.get(table)!])), view: reportScreen(report) };
}

/**
 * Reads and checks every report of `schemas/reports/` (and of `extraDirs`, e.g. test fixtures).
 * A report that fails the checks stops the start, as a broken screen file does: it never runs.
 * Read synchronously: a handful of files at start, where awaited reads waited on the thread pool.
 */
export function loadReports(registry: ScreenRegistry, extraDirs: readonly string[] = []): Map<string, LoadedReport> {
  const tables = reportableTables(registry);
  const dirs = [path.join(registry.rootDir, 'schemas', 'reports'), ...extraDirs];
  const files = dirs.flatMap(reportFilesIn);
  const reports = new Map<string, LoadedReport>();
  for (const file of files) {
    const report = loadReport(file, tables);
    if (reports.has(report.file.code)) throw new Error(`Two reports share the code '${report.file.code}' (${file})`);
    reports.set(report.file.code, report);
  }
  return reports;
}
