import { detailFields } from '../../core/screen/screenModel';
import type { DataMigration, FieldSchema, SchemaMigration, ScreenFile } from '../../core/screen/screen.types';
import { pointerSegment, type SourceFile } from './sourceFile';
import { columnTypeOf } from '../db/screenColumns';
import { didYouMean } from './suggest';
import type { LintIssue } from './lintIssue';

/**
 * `x-migrations` entries that cannot be right: a rename or cast of a field the entity does not
 * have, a drop of a field it still has, a cast to another type than the field's column type.
 * The `x-detail.migrations` of each detail table are checked the same way against its columns.
 */
export function checkMigrations(file: SourceFile, screen: ScreenFile, screensById: ReadonlyMap<string, ScreenFile>): LintIssue[] {
  const details = detailFields(screen).flatMap((detail) =>
    checkMigrationList(
      file,
      `/entity/properties/${pointerSegment(detail.name)}/x-detail/migrations`,
      detail.field['x-detail']?.migrations ?? [],
      Object.fromEntries(detail.columns),
      'detail table',
    ),
  );
  const own = screen['x-migrations'] ?? [];
  const schemaChanges = own.filter((m): m is SchemaMigration => !isDataMigration(m));
  return [
    ...checkMigrationList(file, '/x-migrations', schemaChanges, screen.entity.properties, 'entity', (i) => own.indexOf(schemaChanges[i])),
    ...checkDataMigrations(file, screen, screensById),
    ...details,
  ];
}

/** One list of declarations against the fields they may name (`owner` says whose, in messages). */
function checkMigrationList(
  file: SourceFile,
  base: string,
  migrations: SchemaMigration[],
  properties: Record<string, FieldSchema>,
  owner: string,
  position: (i: number) => number = (i) => i,
): LintIssue[] {
  const fields = Object.keys(properties);
  const issues: LintIssue[] = [];
  migrations.forEach((migration, i) => {
    const at = `${base}/${position(i)}`;
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

/** Required fields of the screen that a new record without them would lack (no default fills them). */
const requiredWithoutDefault = (screen: ScreenFile) => (screen.entity.required ?? []).filter((field) => screen.entity.properties[field]?.default === undefined);

const isDataMigration = (m: SchemaMigration | DataMigration): m is DataMigration => 'carry' in m || 'resolve' in m;

/**
 * `carry` and `resolve` entries: the other screen exists, is tenant-wide and has the target fields, the link and
 * resolved fields are own fields, the matched and carried ones are own fields or declared drops,
 * a carry moves at least one dropped field (it runs only while one is still in the table), and the
 * records a move may create get every required field of their screen that has no default, carried or
 * given in `create` (else they would fail their own form).
 */
function checkDataMigrations(file: SourceFile, screen: ScreenFile, screensById: ReadonlyMap<string, ScreenFile>): LintIssue[] {
  const migrations = screen['x-migrations'] ?? [];
  const own = Object.keys(screen.entity.properties);
  const dropped = migrations.flatMap((m) => ('drop' in m ? [m.drop.field] : []));
  const issues: LintIssue[] = [];
  const otherScreen = (at: string, id: string) => {
    const other = screensById.get(id);
    if (!other) issues.push(file.issue(at, `screen '${id}' does not exist${didYouMean(id, [...screensById.keys()])}`));
    // Records are matched and created per tenant: a project's records would need the row's project too.
    else if (other.scope === 'project' || other.scope === 'currentProject') {
      issues.push(file.issue(at, `screen '${id}' keeps records per project; data moves reach tenant-wide screens only`));
      return undefined;
    }
    return other;
  };
  const theirField = (at: string, other: ScreenFile, field: string) => {
    const fields = Object.keys(other.entity.properties);
    if (!fields.includes(field)) issues.push(file.issue(at, `'${field}' is not a field of screen '${other.id}'${didYouMean(field, fields)}`));
  };
  const ownField = (at: string, field: string, known: string[]) => {
    if (!known.includes(field)) issues.push(file.issue(at, `'${field}' is not a field of the entity${didYouMean(field, known)}`));
  };
  const createdFields = (at: string, other: ScreenFile, create: Record<string, unknown> = {}, written: string[]) => {
    for (const field of Object.keys(create)) theirField(`${at}/create/${pointerSegment(field)}`, other, field);
    const missing = requiredWithoutDefault(other).filter((field) => !written.includes(field) && !(field in create));
    if (missing.length > 0)
      issues.push(
        file.issue(
          at,
          `records this move creates in screen '${other.id}' would lack its required ${missing.map((field) => `'${field}'`).join(', ')}; ` +
            `carry ${missing.length > 1 ? 'them or give their values' : 'it or give its value'} in "create", e.g. "create": { "${missing[0]}": "..." }`,
        ),
      );
  };
  migrations.forEach((migration, i) => {
    const at = `/x-migrations/${i}`;
    if ('carry' in migration) {
      const { to, match, fields, link, create } = migration.carry;
      const other = otherScreen(`${at}/carry/to`, to);
      for (const [name, entries] of [
        ['match', match],
        ['fields', fields],
      ] as const) {
        for (const [from, target] of Object.entries(entries)) {
          ownField(`${at}/carry/${name}/${pointerSegment(from)}`, from, [...own, ...dropped]);
          if (other) theirField(`${at}/carry/${name}/${pointerSegment(from)}`, other, target);
        }
      }
      ownField(`${at}/carry/link`, link, own);
      if (other) createdFields(`${at}/carry`, other, create, [...Object.values(match), ...Object.values(fields)]);
      if (!Object.keys(fields).some((field) => dropped.includes(field)))
        issues.push(
          file.issue(
            `${at}/carry/fields`,
            'a carry runs only while a field it carries is declared dropped and still in the table; carry at least one dropped field',
          ),
        );
    } else if ('resolve' in migration) {
      const { field, screen: id, by, create } = migration.resolve;
      ownField(`${at}/resolve/field`, field, own);
      const other = otherScreen(`${at}/resolve/screen`, id);
      if (other) {
        theirField(`${at}/resolve/by`, other, by);
        createdFields(`${at}/resolve`, other, create, [by]);
      }
    }
  });
  return issues;
}
