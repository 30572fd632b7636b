import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { buildPipe, type PipeSeed, type PipeSiteInput } from './demo/pipe';
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

/** The company's default 委托单 print template (打印模板), which an admin may change. */
const ENTRUST_TEMPLATE = {
  screenId: 'pipe.entrust',
  title: '无损检测委托单',
  headerText: '表 SH/T 3503-J412',
  fields: 'entrustNo,lineId,ndtMethod,ndtRatio,entrustDate,initiatorId,inspectorId,reportNo,status,remark',
  rowFields: 'weldNo,specId,materialId,welderId,wpsId,weldDate,status',
  signatures: '委托人,检测单位接收人,监理工程师',
  footerText: '本委托单一式三份：委托单位、检测单位、监理单位各一份。',
};

const REPORT_TEMPLATE = {
  screenId: 'pipe.report',
  title: '无损检测报告',
  headerText: '表 SH/T 3503-J413',
  fields: 'reportNo,entrustId,lineId,ndtMethod,reportDate,inspectorId',
  rowFields: 'weldNo,expandNo,welderId,ndtDate,filmCount,defectDesc,qualifiedLevel,result',
  signatures: '检测人,审核人,检测单位（盖章）',
  footerText: '本报告仅对所检焊口负责；未加盖检测单位印章无效。',
};

/** 管道焊接 in every demo project: base data, lines, three months of joints, 委托单 in every state, the reports of the issued ones and their history; the default print templates (委托单, 检测报告). */
export async function seedPipe(db: AppDb, registry: ScreenRegistry, random: Random, sites: readonly PipeSiteInput[], today: string): Promise<void> {
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
  await insertScreenRecords(db, screenOf(registry, 'pipe.printTemplate'), [
    { id: newId(), fields: ENTRUST_TEMPLATE, createTime: `${today} 08:00:00` },
    { id: newId(), fields: REPORT_TEMPLATE, createTime: `${today} 08:00:00` },
  ]);
}
