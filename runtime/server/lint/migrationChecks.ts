import { detailFields } from '../../core/screen/screenModel';
import type { FieldSchema, SchemaMigration, ScreenFile } from '../../core/screen/screen.types';
import { pointerSegment, type SourceFile } from './sourceFile';
import { columnTypeOf } from '../db/screenColumns';
import { didYouMean } from './suggest';
import type { LintIssue } from './lintIssue';

/**
 * `x-migrations` entries that cannot be right: a rename or cast of a field the entity does not
 * have, a drop of a field it still has, a cast to another type than the field's column type.
 * The `x-detail.migrations` of each detail table are checked the same way against its columns.
 */
export function checkMigrations(file: SourceFile, screen: ScreenFile): LintIssue[] {
  const details = detailFields(screen).flatMap((detail) =>
    checkMigrationList(
      file,
      `/entity/properties/${pointerSegment(detail.name)}/x-detail/migrations`,
      detail.field['x-detail']?.migrations ?? [],
      Object.fromEntries(detail.columns),
      'detail table',
    ),
  );
  return [...checkMigrationList(file, '/x-migrations', screen['x-migrations'] ?? [], screen.entity.properties, 'entity'), ...details];
}

/** One list of declarations against the fields they may name (`owner` says whose, in messages). */
function checkMigrationList(
  file: SourceFile,
  base: string,
  migrations: SchemaMigration[],
  properties: Record<string, FieldSchema>,
  owner: string,
): LintIssue[] {
  const fields = Object.keys(properties);
  const issues: LintIssue[] = [];
  migrations.forEach((migration, i) => {
    const at = `${base}/${i}`;
    if ('renamedFrom' in migration) {
      if (!fields.includes(migration.field))
        issues.push(file.issue(`${at}/field`, `renamed field '${migration.field}' is not a field of the ${owner}${didYouMean(migration.field, fields)}`));
      if (fields.includes(migration.renamedFrom))
        issues.push(file.issue(`${at}/renamedFrom`, `'${migration.renamedFrom}' is still a field of the ${owner}; a renamed field's old name must be gone`));
    } else if ('drop' in migration) {
      if (fields.includes(migration.drop.field))
        issues.push(file.issue(`${at}/drop/field`, `'${migration.drop.field}' is still a field of the ${owner}; remove the field before declaring its drop`));
    } else {
      const field = properties[migration.cast.field];
      if (!field) {
        issues.push(
          file.issue(`${at}/cast/field`, `cast field '${migration.cast.field}' is not a field of the ${owner}${didYouMean(migration.cast.field, fields)}`),
        );
      } else if (columnTypeOf(field) !== migration.cast.to) {
        issues.push(file.issue(`${at}/cast/to`, `'${migration.cast.to}' does not match the field's definition; expected '${columnTypeOf(field)}'`));
      }
    }
  });
  return issues;
}
