import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { buildTechnology, type TechnologySite, type TechnologyStaff } from './demo/technology';
import type { Person } from './demo/inspectionHistory';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** 工种 焊工 (dictionary work_type): the workers a welding procedure qualifies. */
const WELDER_JOB = '010';

async function person(db: AppDb, username: string): Promise<Person> {
  const row = await db.selectFrom('sys_user').select(['id', 'realname']).where('username', '=', username).executeTakeFirstOrThrow();
  return { id: String(row.id), realname: String(row.realname) };
}

/** A demo project for the technology seed: its id, site code, and whether the 项目经理 (张伟) works on it. */
export interface TechnologyProject {
  projectId: string;
  code: string;
  hasManager: boolean;
}

/**
 * 图纸管理 (with every drawing's versions), 设计变更, 技术交底, 签证管理 with their flow history,
 * 焊接工艺评定 and 技术归档 in every demo project. Runs after the labour seed's teams and workers.
 */
export async function seedTechnology(
  db: AppDb,
  registry: ScreenRegistry,
  random: Random,
  projects: readonly TechnologyProject[],
  labour: { teams: readonly SeedRecord[]; workers: readonly SeedRecord[] },
  nowText: string,
): Promise<void> {
  const [technician, lead, manager, foreman] = await Promise.all(['hexin', 'gaoming', 'zhangwei', 'zhoujie'].map((username) => person(db, username)));
  const sites: TechnologySite[] = projects.map(({ projectId, code, hasManager }) => {
    // Where no 项目经理 works on the project, its 技术负责人 approves in the manager's place.
    const staff: TechnologyStaff = { technician, lead, manager: hasManager ? manager : lead, foreman };
    const workers = labour.workers.filter((worker) => worker.projectId === projectId);
    const welders = workers.filter((worker) => worker.fields.jobName === WELDER_JOB);
    return {
      projectId,
      code,
      staff,
      teamIds: labour.teams.filter((team) => team.projectId === projectId).map((team) => team.id),
      welderIds: (welders.length >= 3 ? welders : workers).map((worker) => worker.id),
    };
  });
  const seed = buildTechnology(random, sites, nowText);
  const drawing = screenOf(registry, 'technology.drawing');
  await insertScreenRecords(db, drawing, seed.drawings);
  await insertScreenRecords(db, detailScreenOf(drawing, detailFields(drawing)[0]), seed.versions);
  await insertScreenRecords(db, screenOf(registry, 'technology.change'), seed.changes);
  await insertScreenRecords(db, screenOf(registry, 'technology.disclosure'), seed.disclosures);
  await insertScreenRecords(db, screenOf(registry, 'technology.visa'), seed.visas);
  await insertScreenRecords(db, screenOf(registry, 'technology.wpq'), seed.wpqs);
  await insertScreenRecords(db, screenOf(registry, 'technology.filing'), seed.filings);
  await insertFlowHistory(db, seed.history);
}
