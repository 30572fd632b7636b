import type { WhereInterface } from 'kysely';
import { parseDictCode } from '../../core/screen/dictCode';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AppDb, DB, Row } from '../db/dbTypes';

/**
 * The project that keys a row of `screen` (a project screen's rows, and its detail rows, carry
 * their project_id), else null: a tenant or system screen's rows have none. A statement that finds
 * rows by id names this project too, so that under Citus (tables distributed by project_id) it
 * goes to one shard, not to every one (docs/scale-out.md).
 */
export function rowProject(screen: ScreenFile, projectId: unknown): string | null {
  return screen.scope === 'project' && typeof projectId === 'string' && projectId !== '' ? projectId : null;
}

/** The query within `project` (`project_id = …`), or unchanged for null: use with `$call`. */
export function withinProject(project: string | null) {
  return <Q extends WhereInterface<DB, string>>(query: Q): Q => (project === null ? query : (query.where('project_id', '=', project) as Q));
}

/**
 * The project of the `target` record whose id a row of `screen` holds in `field`, known without
 * reading it: the row's own project when both screens are project screens and the field is a table
 * dictionary of the target's ids. Every save checks such a value among the target's rows of the
 * current project — the project the row is saved in (dictValueErrors, the import's bulk check) — and
 * no save moves a record to another project. Otherwise null: the target is found by its id alone.
 */
export function referencedProject(screen: ScreenFile, field: string, target: ScreenFile, projectId: unknown): string | null {
  const ref = parseDictCode(String(screen.entity.properties[field]?.['x-dict'] ?? ''));
  const confined = ref?.kind === 'table' && ref.table === target.table && ref.valueColumn === 'id' && target.scope === 'project';
  return confined ? rowProject(screen, projectId) : null;
}

/** A record's stored row by its id, within its project when the caller knows it (`projectId`); throws when there is none. */
export function storedRow(db: AppDb, screen: ScreenFile, id: string, projectId: unknown): Promise<Row> {
  return db
    .selectFrom(screen.table)
    .selectAll()
    .where('id', '=', id)
    .$call(withinProject(rowProject(screen, projectId)))
    .executeTakeFirstOrThrow();
}
