import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { buildPipe, type PipeSeed } from './demo/pipe';
import { pipeReports } from './demo/pipeReports';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf } from './screenRows';

/** The 焊接质检员 of the demo (accounts.ts), who entrusts, inspects and repairs in every project. */
const INSPECTOR = 'qianlei';

/** Screen of each list of the seed, base data first (the joints name them). */
const SCREENS: readonly [keyof Omit<PipeSeed, 'history'>, string][] = [
  ['projects', 'pipe.project'],
  ['specs', 'pipe.spec'],
  ['materials', 'pipe.material'],
  ['methods', 'pipe.method'],
  ['positions', 'pipe.position'],
  ['testMethods', 'pipe.testMethod'],
  ['devices', 'pipe.device'],
  ['welders', 'pipe.welder'],
  ['lines', 'pipe.dict'],
  ['entrusts', 'pipe.entrust'],
  ['welds', 'pipe.weldData'],
  ['tasks', 'pipe.task'],
];

/** 管道焊接 in every demo project: base data, lines, three months of joints, 委托单 in every state, the reports of the issued ones and their history. */
export async function seedPipe(
  db: AppDb,
  registry: ScreenRegistry,
  random: Random,
  sites: readonly { projectId: string; code: string }[],
  today: string,
): Promise<void> {
  const user = await db.selectFrom('sys_user').select(['id', 'realname']).where('username', '=', INSPECTOR).executeTakeFirstOrThrow();
  const inspector = { id: String(user.id), realname: String(user.realname) };
  const all = Object.fromEntries([...SCREENS.map(([key]) => [key, []]), ['history', []]]) as unknown as PipeSeed;
  for (const site of sites) {
    const seed = buildPipe(random, { ...site, inspector, today });
    for (const key of Object.keys(all) as (keyof PipeSeed)[]) (all[key] as unknown[]).push(...seed[key]);
  }
  for (const [key, screenId] of SCREENS) await insertScreenRecords(db, screenOf(registry, screenId), all[key]);
  const report = screenOf(registry, 'pipe.report');
  const reports = pipeReports(all.entrusts, all.welds);
  await insertScreenRecords(db, report, reports.reports);
  await insertScreenRecords(db, detailScreenOf(report, detailFields(report)[0]), reports.joints);
  await insertFlowHistory(db, all.history);
}
