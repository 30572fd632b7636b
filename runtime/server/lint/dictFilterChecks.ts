import type { ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import { storedFields } from '../../core/screen/screenModel';
import type { LintIssue } from './lintIssue';
import { pointerSegment, type SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/** The columns a table dictionary of this screen may name: `id` and its stored fields' columns. */
export function dictColumns(screen: ScreenFile): string[] {
  return ['id', ...storedFields(screen).map(([name]) => toColumnName(name))];
}

/** Each column a `dictFilters` filter tests is one the dictionary may read (the server refuses any other). */
export function checkDictFilters(file: SourceFile, screen: ScreenFile): LintIssue[] {
  const columns = dictColumns(screen);
  return Object.entries(screen.dictFilters ?? {}).flatMap(([name, rows]) =>
    Object.keys(rows)
      .filter((column) => !columns.includes(column))
      .map((column) =>
        file.issue(
          `/dictFilters/${pointerSegment(name)}/${pointerSegment(column)}`,
          `dictFilters '${name}': '${column}' is not a column of '${screen.table}' (write the database column, e.g. role_code)${didYouMean(column, columns)}`,
        ),
      ),
  );
}

/** A table dictionary's fourth segment names a filter its table's screen declares in `dictFilters`. */
export function checkDictFilterRef(file: SourceFile, pointer: string, filter: string, target: ScreenFile): LintIssue[] {
  const declared = Object.keys(target.dictFilters ?? {});
  if (declared.includes(filter)) return [];
  const where = declared.length > 0 ? didYouMean(filter, declared) : `: declare it in ${target.id}'s "dictFilters"`;
  return [file.issue(pointer, `table dictionary: '${filter}' is not a row filter of '${target.table}'${where}`)];
}
