import type { Page } from '../../../core/http/envelope';
import { materialHttp } from '../../http/materialClient';
import { feedback } from '../../shell/feedback/feedback';

/** A list or form record as the CRUD API answers it (fields plus `<field>_dictText` labels). */
export type ApiRecord = Record<string, unknown> & { id: string };

/** The CRUD and flow endpoints the warehouse page uses: the platform's own, so its permissions and postings apply. */
export const MATERIAL_API = {
  plan: '/materialmgmt/plan',
  warehouse: '/materialmgmt/warehouse',
  inbound: '/materialmgmt/inbound',
  outbound: '/materialmgmt/outbound',
  inventory: '/materialmgmt/inventory',
  supplier: '/project/basic/supplier',
} as const;

export type BillKind = 'inbound' | 'outbound';

/** The flow state of a plan that may be received against (材料计划 已审批). */
export const APPROVED_PLAN_STATE = '3';
/** The teams an issue may go to: the outbound form's own dictionary of the project's teams. */
export const TEAM_DICT = 'lab_team,team_name,id';
/** inbound_type 采购入库. */
export const PURCHASE_INBOUND = '1';

/** Thrown with the server's message when the envelope says no (the client already showed HTTP errors). */
export class MaterialRefusal extends Error {}

async function unwrap<T>(call: Promise<{ success: boolean; message: string; result: T }>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new MaterialRefusal(answer.message || '操作失败');
  return answer.result;
}

export async function listRecords(api: string, params: Record<string, string | number | undefined> = {}): Promise<Page<ApiRecord>> {
  return unwrap(materialHttp.get<Page<ApiRecord>>(`${api}/list`, { pageNo: 1, pageSize: 100, ...params }));
}

export async function recordById(api: string, id: string): Promise<ApiRecord> {
  return unwrap(materialHttp.get<ApiRecord>(`${api}/queryById`, { id }));
}

export async function addRecord(api: string, body: Record<string, unknown>): Promise<ApiRecord> {
  return unwrap(materialHttp.post<ApiRecord>(`${api}/add`, body));
}

/** One flow step (submit, approve, reject) of a bill; a refusal (e.g. 库存不足…) comes back as the server wrote it. */
export async function transition(api: string, id: string, action: string, comment?: string): Promise<ApiRecord> {
  return unwrap(materialHttp.post<ApiRecord>(`${api}/flow/transition`, { id, action, ...(comment ? { comment } : {}) }));
}

/** Adds a bill and submits it for review; the bill stays a draft the platform can finish if the submit is refused. */
export async function addAndSubmit(kind: BillKind, body: Record<string, unknown>): Promise<ApiRecord> {
  const saved = await addRecord(MATERIAL_API[kind], body);
  return transition(MATERIAL_API[kind], saved.id, 'submit');
}

/**
 * Tells the user why a call failed: an envelope refusal (e.g. 请选择供应商!) in its own words; an
 * HTTP failure (库存不足… is a 400) was already shown by the client, so nothing is said twice.
 */
export function reportFailure(error: unknown): void {
  if (error instanceof MaterialRefusal) feedback().message.error({ content: error.message, duration: 5 });
}

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The label of a dictionary field of a record, else its raw value. */
export const labelOf = (record: ApiRecord, field: string): string => text(record[`${field}_dictText`] ?? record[field]);

/** A bill number the keeper can read back: prefix, date and time to the second. */
export function billNumber(prefix: string, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${prefix}${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
}

export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
