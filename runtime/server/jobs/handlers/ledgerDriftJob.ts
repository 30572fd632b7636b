import { sql } from 'kysely';
import { noticeRecipients } from '../../flow/flowNotices';
import { escapeHtml, sendSystemNotice } from '../../notice/systemNotice';
import { ledgerDrift, type LedgerDrift } from '../../posting/ledgerDrift';
import { dictText, ledgerOf } from '../../posting/ledgers';
import { ADMIN_ROLE } from '../../seed/roles';
import type { JobContext, JobHandler } from '../jobHandler';

/** Most mismatching keys named in one notice (the rest are counted). */
const MAX_LISTED = 20;

async function projectName(context: JobContext, projectId: string | null): Promise<string> {
  if (!projectId) return '—';
  const { rows } = await sql<{ name: string }>`select depart_name as name from sys_depart where id = ${projectId}`.execute(context.db);
  return rows[0]?.name ?? projectId;
}

async function describe(context: JobContext, drift: LedgerDrift): Promise<string> {
  const { balance } = ledgerOf(context.registry, drift.ledger);
  const keys = await Promise.all(
    Object.entries(drift.keys).map(
      async ([key, value]) =>
        `${balance.entity.properties[key]?.title ?? key} ${(await dictText(context.db, balance.entity.properties[key], value)) || '（空）'}`,
    ),
  );
  return `项目 ${await projectName(context, drift.projectId)}，${keys.join('，')}：余额 ${drift.balanceQty}（金额 ${drift.balanceAmount}），流水合计 ${drift.postedQty}（金额 ${drift.postedAmount}）`;
}

/**
 * 台账核对: for every ledger and every key, the balance must equal the sum of its postings. Any
 * mismatch is an alarm: a high-priority bell notice to the administrators naming the ledger, the
 * project and the keys, and a log line; the run's summary says how many keys disagree.
 */
export const ledgerDriftJob: JobHandler = {
  className: 'smartsite.job.LedgerDriftJob',
  title: '台账核对',
  async run(context) {
    const summaries: string[] = [];
    for (const name of context.registry.ledgers?.keys() ?? []) {
      const drifts = await ledgerDrift(context.db, context.registry, name);
      const { ledger } = ledgerOf(context.registry, name);
      if (drifts.length === 0) {
        summaries.push(`${ledger.title}：一致`);
        continue;
      }
      const lines = await Promise.all(drifts.slice(0, MAX_LISTED).map((drift) => describe(context, drift)));
      if (drifts.length > MAX_LISTED) lines.push(`另有 ${drifts.length - MAX_LISTED} 个键不一致`);
      console.warn(`LedgerDriftJob: ledger ${name} has ${drifts.length} key(s) whose balance differs from the sum of postings: ${lines.join('; ')}`);
      const admins = await noticeRecipients(context.db, [{ role: ADMIN_ROLE.roleCode }], {}, { tenantId: null, projectId: null }, null);
      await sendSystemNotice(context.db, context.hub, {
        titile: `台账不一致：${ledger.title}`,
        msgContent: `<p>台账「${escapeHtml(ledger.title)}」有 ${drifts.length} 个键的余额与流水合计不一致：</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        userIds: admins,
        priority: 'H',
      });
      summaries.push(`${ledger.title}：${drifts.length} 个键不一致，已通知管理员`);
    }
    return summaries.join('；') || '没有台账';
  },
};
