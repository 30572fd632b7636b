import type { ScreenFile } from '../../runtime/core/screen/screen.types';
import { columnTypeOf } from '../../runtime/server/db/screenColumns';
import { didYouMean } from './suggest';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';

/**
 * `x-migrations` entries that cannot be right: a rename or cast of a field the entity does not
 * have, a drop of a field it still has, a cast to another type than the field's column type.
 */
export function checkMigrations(file: SourceFile, screen: ScreenFile): LintIssue[] {
  const fields = Object.keys(screen.entity.properties);
  const issues: LintIssue[] = [];
  (screen['x-migrations'] ?? []).forEach((migration, i) => {
    const at = `/x-migrations/${i}`;
    if ('renamedFrom' in migration) {
      if (!fields.includes(migration.field)) issues.push(file.issue(`${at}/field`, `renamed field '${migration.field}' is not a field of the entity${didYouMean(migration.field, fields)}`));
      if (fields.includes(migration.renamedFrom)) issues.push(file.issue(`${at}/renamedFrom`, `'${migration.renamedFrom}' is still a field of the entity; a renamed field's old name must be gone`));
    } else if ('drop' in migration) {
      if (fields.includes(migration.drop.field)) issues.push(file.issue(`${at}/drop/field`, `'${migration.drop.field}' is still a field of the entity; remove the field before declaring its drop`));
    } else {
      const field = screen.entity.properties[migration.cast.field];
      if (!field) {
        issues.push(file.issue(`${at}/cast/field`, `cast field '${migration.cast.field}' is not a field of the entity${didYouMean(migration.cast.field, fields)}`));
      } else if (columnTypeOf(field) !== migration.cast.to) {
        issues.push(file.issue(`${at}/cast/to`, `'${migration.cast.to}' does not match the field's definition; expected '${columnTypeOf(field)}'`));
      }
    }
  });
  return issues;
}
