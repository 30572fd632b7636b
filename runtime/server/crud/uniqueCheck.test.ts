import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/database';
import { migrateScreens } from '../db/migrateScreens';
import { loadScreenRegistry, type ScreenRegistry } from '../screens/screenRegistry';
import { uniqueErrors, uniqueViolationMessage } from './uniqueCheck';

let database: Database;
let registry: ScreenRegistry;
const worker = () => registry.screens.get('labour.worker')!;

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
  registry = await loadScreenRegistry(path.resolve(__dirname, '../../..'));
  await migrateScreens(database.db, registry, { log: () => {} });
  await database.db.insertInto('lab_worker').values({ id: 'w1', emp_name: '张三', id_code: '110101199003071234', project_id: 'p1' }).execute();
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('uniqueness of `only` fields', () => {
  it('finds a value held by another row of the same project, but not by the row itself or another project', async () => {
    const record = { idCode: '110101199003071234' };
    expect(await uniqueErrors(database.db, worker(), record, { project_id: 'p1' }, null)).toEqual([{ field: 'idCode', message: '身份证号码已存在' }]);
    expect(await uniqueErrors(database.db, worker(), record, { project_id: 'p1' }, 'w1')).toEqual([]);
    expect(await uniqueErrors(database.db, worker(), record, { project_id: 'p2' }, null)).toEqual([]);
  });

  it('turns the unique index violation of a concurrent duplicate into the same message', async () => {
    const duplicate = database.db.insertInto('lab_worker').values({ id: 'w2', emp_name: '李四', id_code: '110101199003071234', project_id: 'p1' }).execute();
    const error = await duplicate.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(uniqueViolationMessage(worker(), error)).toBe('身份证号码已存在');
    expect(uniqueViolationMessage(worker(), new Error('other'))).toBeNull();
  });
});
