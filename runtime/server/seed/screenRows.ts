import type { ScreenFile } from '../../core/screen/screen.types';
import { recordToColumns, type ApiRecord } from '../crud/recordMapper';
import type { AppDb, Row } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** Rows per INSERT statement: large enough to be fast on PGlite, small enough for parameter limits. */
const BATCH_SIZE = 500;

/** A seeded record: its id, the screen's fields, when it was made and (for project screens) its project. */
export interface SeedRecord {
  id: string;
  fields: ApiRecord;
  createTime: string;
  projectId?: string;
}

export function screenOf(registry: ScreenRegistry, screenId: string): ScreenFile {
  const screen = registry.screens.get(screenId);
  if (!screen) throw new Error(`The seed needs the screen '${screenId}', which has no screen file`);
  return screen;
}

function toRow(screen: ScreenFile, record: SeedRecord): Row {
  return {
    id: record.id,
    ...recordToColumns(screen, record.fields),
    create_by: 'admin',
    create_time: record.createTime,
    tenant_id: '0',
    ...(screen.scope === 'project' ? { project_id: record.projectId ?? null } : {}),
  };
}

/** Inserts seed records into a screen's table, as the CRUD would store them, 500 rows per statement. */
export async function insertScreenRecords(db: AppDb, screen: ScreenFile, records: SeedRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    const rows = records.slice(start, start + BATCH_SIZE).map((record) => toRow(screen, record));
    await db.insertInto(screen.table).values(rows).execute();
  }
}
