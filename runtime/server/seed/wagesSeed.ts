import type { Transaction } from 'kysely';
import { FLOW_CREATE } from '../../core/flow/flow.types';
import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import { computeRows } from '../compute/computeHooks';
import type { DB } from '../db/dbTypes';
import { newId } from '../db/ids';
import { payDateOf } from '../labourSettings/labourSettings';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { wageVoucherFile } from './demo/demoFiles';
import { seededHistoryRow, type FlowHistoryRow, type Person } from './demo/inspectionHistory';
import { insertFlowHistory } from './flowHistorySeed';
import type { Random } from './random';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

const WAGES = 'labour.wages';
/** 工资单 flow states (schemas/labour/wages.json). */
const SHEET = { drafting: '1', paid: '4' } as const;
/** The demo's pay day (工资设置 default): wages of a month are paid on the 15th of the next. */
const PAY_DAY = 15;
/** 劳务员 李思 draws up and pays the sheets, 项目经理 张伟 approves them. */
const CLERK = 'lisi';
const MANAGER = 'zhangwei';

/**
 * Usual day rates (元/天) by trade (dictionary work_type) on a Jiangsu/Zhejiang site in 2026; a
 * worker's own rate varies around it. 抹灰工 are paid by the square metre instead.
 */
const DAY_RATES: Record<string, number> = {
  '001': 400,
  '002': 380,
  '003': 330,
  '004': 400,
  '005': 350,
  '007': 330,
  '008': 320,
  '009': 420,
  '010': 430,
  '011': 380,
  '012': 390,
  '013': 350,
  '014': 450,
  '015': 380,
  '016': 360,
  '017': 260,
  '018': 400,
  '019': 320,
  '020': 400,
};
const PIECE_TRADE = '006';
/** 抹灰 per ㎡, and about how many ㎡ a plasterer finishes a day. */
const PLASTER_PRICE = 18;
const PLASTER_PER_DAY = 20;
const DEDUCTIONS = ['预支生活费', '住宿费', '工具损坏赔偿', '安全帽遗失'];

interface SeedWorker {
  id: string;
  projectId: string;
  teamId: string | null;
  jobName: string | null;
  startTime: string | null;
}

const monthOf = (date: Date, back: number): string => {
  const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
};
const nextMonth = (month: string): string => monthOf(new Date(`${month}-01T00:00:00Z`), -1);
const num = (value: unknown): number => Number(value ?? 0);

async function person(trx: Transaction<DB>, username: string): Promise<Person> {
  const row = await trx.selectFrom('sys_user').select(['id', 'realname']).where('username', '=', username).executeTakeFirstOrThrow();
  return { id: String(row.id), realname: String(row.realname) };
}

/** Day rates for every worker: the trade's rate ±30 from the entry date; a quarter got a raise of 20 last month. */
function dayRates(random: Random, workers: readonly SeedWorker[], lastMonth: string, createTime: string): SeedRecord[] {
  const records: SeedRecord[] = [];
  for (const worker of workers) {
    const jobName = worker.jobName ?? '017';
    const record = (effectiveDate: string, dayRate: number | null, remark: string | null): SeedRecord => ({
      id: newId(),
      projectId: worker.projectId,
      createTime,
      fields: {
        workerId: worker.id,
        teamId: worker.teamId,
        jobName,
        calcMethod: jobName === PIECE_TRADE ? 'piece' : 'day',
        dayRate,
        piecePrice: jobName === PIECE_TRADE ? PLASTER_PRICE : null,
        pieceUnit: jobName === PIECE_TRADE ? '㎡' : null,
        effectiveDate,
        remark,
      },
    });
    const base = jobName === PIECE_TRADE ? null : (DAY_RATES[jobName] ?? 300) + random.int(-3, 3) * 10;
    records.push(record(worker.startTime ?? `${lastMonth}-01`, base, '进场定薪'));
    if (base !== null && random.chance(0.25)) records.push(record(`${lastMonth}-01`, base + 20, '技能提升调薪'));
  }
  return records;
}

/**
 * The 工资单 of every team with attendance in the last three months (the statistics seeded by the
 * attendance seed, computed by the compute engine itself): the two earlier months 已发放 with each
 * worker's payment (bank serial number, voucher — a few vouchers still missing), the current month
 * in 编制. Day rates first, since the sheets read them.
 */
export async function seedWages(trx: Transaction<DB>, registry: ScreenRegistry, random: Random, now: Date): Promise<void> {
  const createTime = now.toISOString().replace('T', ' ').slice(0, 19);
  const workers: SeedWorker[] = (
    await trx.selectFrom('lab_worker').select(['id', 'project_id', 'team_id', 'job_name', 'start_time']).orderBy('id_code').execute()
  ).map((row) => ({
    id: String(row.id),
    projectId: String(row.project_id),
    teamId: row.team_id === null ? null : String(row.team_id),
    jobName: row.job_name === null ? null : String(row.job_name),
    startTime: row.start_time === null ? null : String(row.start_time).slice(0, 10),
  }));
  const [paidEarlier, paidLast, current] = [monthOf(now, 2), monthOf(now, 1), monthOf(now, 0)];
  await insertScreenRecords(trx, screenOf(registry, 'labour.perDiem'), dayRates(random, workers, paidLast, createTime));

  const wages = screenOf(registry, WAGES);
  const items = detailScreenOf(wages, detailFields(wages)[0]);
  const clerk = await person(trx, CLERK);
  const manager = await person(trx, MANAGER);
  const teams = await trx.selectFrom('lab_team').select(['id', 'project_id', 'team_sysno']).orderBy('team_sysno').execute();
  const sheets: SeedRecord[] = [];
  const rows: SeedRecord[] = [];
  const payments: SeedRecord[] = [];
  /** What posting the paid sheets wrote: 工资发放流水 and its balance, 工资统计 (one line per worker and month). */
  const postings: SeedRecord[] = [];
  const balances: SeedRecord[] = [];
  const history: FlowHistoryRow[] = [];

  for (const month of [paidEarlier, paidLast, current]) {
    const paid = month !== current;
    const payDate = payDateOf(nextMonth(month), PAY_DAY);
    for (const [index, team] of teams.entries()) {
      const id = newId();
      const projectId = String(team.project_id);
      const header = { id, tenant_id: '0', project_id: projectId, team_id: String(team.id), salary_month: month };
      const computed = await computeRows(trx, registry, wages, header, [], 'fill');
      if (computed.rows.length === 0) continue;
      // What a 劳务员 adds by hand: plasterers' measured ㎡, and a few deductions.
      const entered = computed.rows.map((row) => ({
        ...row,
        pieceQty: num(row.piecePrice) > 0 ? num(row.workDays) * PLASTER_PER_DAY + random.int(-15, 15) : null,
        ...(random.chance(0.06) ? { deduction: random.int(2, 10) * 50, remark: DEDUCTIONS[random.int(0, DEDUCTIONS.length - 1)] } : {}),
      }));
      const { rows: sheetRows, totals } = await computeRows(trx, registry, wages, header, entered, 'formulas');
      const sheetNo = `GZ${month.replace('-', '')}-${String(team.team_sysno ?? index + 1)}`;
      const status = paid ? SHEET.paid : SHEET.drafting;
      sheets.push({
        id,
        projectId,
        createTime: `${month}-28 09:00:00`,
        fields: { sheetNo, teamId: team.id, salaryMonth: month, status, initiatorId: clerk.id, payDate: paid ? payDate : null, ...totals },
      });
      sheetRows.forEach((row, order) => rows.push({ id: newId(), projectId, createTime: createTime, fields: { ...row, wagesId: id, orderNum: order + 1 } }));
      const step = (action: string, from: string | null, to: string, actor: Person, at: string, comment?: string) =>
        history.push(seededHistoryRow({ projectId, screenId: WAGES, recordId: id, action, from, to, actor, comment, at }));
      step(FLOW_CREATE.name, null, SHEET.drafting, clerk, `${month}-28 09:00:00`);
      if (!paid) continue;
      const sent = payDateOf(nextMonth(month), 3);
      step('submit', SHEET.drafting, '2', clerk, `${sent} 10:00:00`);
      step('approve', '2', '3', manager, `${payDateOf(nextMonth(month), 5)} 16:30:00`, '已核对考勤，同意发放');
      step('pay', '3', SHEET.paid, clerk, `${payDate} 17:00:00`);
      for (const [order, row] of sheetRows.entries()) {
        const line = {
          salaryMonth: month,
          teamId: team.id,
          workerId: row.workerId,
          // The team's 参建单位, which the compute engine looked up for every row.
          companyId: row.companyId,
          idCode: row.idCode,
          jobName: row.jobName,
          workDays: row.workDays,
          actualAmount: row.actualAmount,
        };
        postings.push({
          id: newId(),
          projectId,
          createTime: `${payDate} 17:00:00`,
          fields: { ...line, payDate, billNo: sheetNo, billScreen: WAGES, billId: id, direction: 'in', price: null },
        });
        balances.push({ id: newId(), projectId, createTime: `${payDate} 17:00:00`, fields: { ...line, payDate } });
        if (num(row.actualAmount) <= 0) continue;
        payments.push({
          id: newId(),
          projectId,
          createTime: `${payDate} 16:00:00`,
          fields: {
            wagesId: id,
            workerId: row.workerId,
            teamId: team.id,
            salaryMonth: month,
            payDate,
            payableAmount: row.payableAmount,
            actualAmount: row.actualAmount,
            grantType: 'bank',
            bankName: row.bankName,
            bankCardNo: row.bankCardNo,
            bankSerialNo: `ICBC${payDate.replaceAll('-', '')}${String(sheets.length).padStart(3, '0')}${String(order + 1).padStart(3, '0')}`,
            // A few scanned vouchers are still to be uploaded: 工资统计 shows those workers 不齐全.
            voucher: random.chance(0.05) ? null : wageVoucherFile(order),
          },
        });
      }
    }
  }
  await insertScreenRecords(trx, wages, sheets);
  await insertScreenRecords(trx, items, rows);
  await insertScreenRecords(trx, screenOf(registry, 'labour.salaryGiving'), payments);
  await insertScreenRecords(trx, screenOf(registry, 'labour.wagePosting'), postings);
  await insertScreenRecords(trx, screenOf(registry, 'labour.salaryStatistics'), balances);
  await insertFlowHistory(trx, history);
}
