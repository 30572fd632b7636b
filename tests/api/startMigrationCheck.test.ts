import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../runtime/core/screen/screen.types';
import { createDatabase } from '../../runtime/server/db/database';
import { migrateScreens } from '../../runtime/server/db/migrateScreens';
import { buildScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { copyProject } from '../unit/lint/projectCopy';

const repoRoot = join(__dirname, '..', '..');

describe('the migration check npm start runs before the web build (tools/migrate/check.ts)', () => {
  const project = copyProject();
  const dataDir = join(project.root, 'data');
  const check = () =>
    spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'tools/migrate/check.ts')], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ROOT_DIR: project.root, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  beforeAll(async () => {
    // A database holding one 班组 with a 备注, as a server that ran the current screens left it.
    const team = JSON.parse(readFileSync(join(project.root, 'schemas/labour/team.json'), 'utf8')) as ScreenFile;
    const database = await createDatabase({ dataDir });
    try {
      const registry = buildScreenRegistry({
        rootDir: project.root,
        catalogue: { modules: [] },
        sources: [{ file: 'team.json', screen: team }],
        dictSeeds: [],
      });
      await migrateScreens(database.db, registry, { log: () => {} });
      await sql`insert into lab_team (id, project_id, team_name, remark) values ('t1', 'p1', '木工班', '夜班')`.execute(database.db);
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(() => {});

  it('passes silently when the screen files fit the database', () => {
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('stops with the refusal, before anything is built, when a change would lose data', () => {
    project.edit('schemas/labour/team.json', (screen) => {
      const properties = (screen.entity as { properties: Record<string, { type: string }> }).properties;
      properties.remark = { ...properties.remark, type: 'integer' };
    });
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('启动前检查表结构未通过，未构建前端：\n页面文件的改动会丢失或改变已有数据，未执行任何表结构变更：\n');
    expect(result.stderr).toContain('表 lab_team 的列 remark（字段 remark）有 1 行数据，列类型为 text，schemas/labour/team.json 中的字段类型需要 integer');
  }, 120_000);
});
