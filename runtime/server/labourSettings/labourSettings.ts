import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';

/** 考勤设置 in force: times as `HH:mm:ss`, thresholds in minutes, rest days as ISO weekdays (1 Monday … 7 Sunday). */
export interface AttendanceSettings {
  workStart: string;
  workEnd: string;
  lateMinutes: number;
  earlyMinutes: number;
  restDays: number[];
}

export interface WageItem {
  itemName: string;
  /** Dictionary wage_item_type: 1 应发, 2 扣款. */
  itemType: string;
  /** Dictionary wage_calc_method: day, hour, month, piece. */
  calcMethod: string;
  amount: number | null;
}

/** 工资设置 in force: the pay day of the month and the wage items in their order. */
export interface SalarySettings {
  payDay: number;
  wageItems: WageItem[];
}

/** What applies while no 考勤设置 is enabled: a construction site's usual 07:00–17:00, every day a workday. */
export const DEFAULT_ATTENDANCE_SETTINGS: AttendanceSettings = { workStart: '07:00:00', workEnd: '17:00:00', lateMinutes: 10, earlyMinutes: 10, restDays: [] };
export const DEFAULT_SALARY_SETTINGS: SalarySettings = { payDay: 15, wageItems: [] };

const ENABLED = '1';

/** ISO weekdays from the stored comma list of the 休息日 field, ignoring anything else. */
export function parseRestDays(value: unknown): number[] {
  if (typeof value !== 'string') return [];
  return [...new Set(value.split(',').map(Number))].filter((day) => Number.isInteger(day) && day >= 1 && day <= 7).sort();
}

/** A 考勤设置 row (snake_case columns) as settings; missing values fall back to the defaults. */
export function toAttendanceSettings(row: Record<string, unknown> | undefined): AttendanceSettings {
  if (!row) return DEFAULT_ATTENDANCE_SETTINGS;
  const minutes = (value: unknown, fallback: number) => (value === null || value === undefined ? fallback : Number(value));
  return {
    workStart: typeof row.work_start === 'string' ? row.work_start : DEFAULT_ATTENDANCE_SETTINGS.workStart,
    workEnd: typeof row.work_end === 'string' ? row.work_end : DEFAULT_ATTENDANCE_SETTINGS.workEnd,
    lateMinutes: minutes(row.late_minutes, DEFAULT_ATTENDANCE_SETTINGS.lateMinutes),
    earlyMinutes: minutes(row.early_minutes, DEFAULT_ATTENDANCE_SETTINGS.earlyMinutes),
    restDays: parseRestDays(row.rest_days),
  };
}

/** The day wages of `month` (`YYYY-MM`) are paid: the pay day, or the month's last day when the month is shorter. */
export function payDateOf(month: string, payDay: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = new Date(year, monthNumber, 0).getDate();
  return `${month}-${String(Math.min(payDay, lastDay)).padStart(2, '0')}`;
}

/** The enabled setting of a tenant with the latest 生效日期 not after `date` (newest first on a tie). */
function inForce(db: AppDb, table: string, tenantId: string, date: string) {
  return db
    .selectFrom(table)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', ENABLED)
    .where('effective_date', '<=', sql<string>`${date}::date`)
    .orderBy('effective_date', 'desc')
    .orderBy('create_time', 'desc')
    .limit(1);
}

/** The 考勤设置 a tenant's attendance of `date` (`YYYY-MM-DD`) is judged by. */
export async function currentAttendanceSettings(db: AppDb, tenantId: string, date: string): Promise<AttendanceSettings> {
  return toAttendanceSettings(await inForce(db, 'sys_attendance_setting', tenantId, date).executeTakeFirst());
}

/** The 工资设置 in force for a tenant on `date`, wage items in their saved order. */
export async function currentSalarySettings(db: AppDb, tenantId: string, date: string): Promise<SalarySettings> {
  const setting = await inForce(db, 'sys_salary_setting', tenantId, date).executeTakeFirst();
  if (!setting) return DEFAULT_SALARY_SETTINGS;
  const items = await db.selectFrom('sys_salary_item').selectAll().where('setting_id', '=', String(setting.id)).orderBy('order_num').execute();
  return {
    payDay: Number(setting.pay_day ?? DEFAULT_SALARY_SETTINGS.payDay),
    wageItems: items.map((item) => ({
      itemName: String(item.item_name),
      itemType: String(item.item_type),
      calcMethod: String(item.calc_method),
      amount: item.amount === null || item.amount === undefined ? null : Number(item.amount),
    })),
  };
}
