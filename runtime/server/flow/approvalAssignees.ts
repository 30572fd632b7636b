import type { Transaction } from 'kysely';
import type { FlowTransition } from '../../core/flow/flow.types';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import type { DB, Row } from '../db/dbTypes';
import { FlowRefusal } from './flowTransition';

/** 项目设置 › 审批配置: per project, who approves each approval item (dictionary approval_item). */
export const APPROVAL_CONFIG_SCREEN = 'project.approvalConfig';
const APPROVAL_ITEM_DICT = 'approval_item';

export const notConfigured = (item: string) => `本项目未在【审批配置】中设置「${item}」的审批人，请联系项目经理配置`;

/**
 * The fields a step's `assign` fills: each gets the approver the record's project configured for
 * its approval item, overriding the person on the record. An item the project has not configured
 * keeps the person already on the record; with nobody there either the step is refused.
 */
export async function assignedApprovers(
  trx: Transaction<DB>,
  deps: CrudDeps,
  transition: FlowTransition,
  record: Record<string, unknown>,
  row: Row,
  auth: AuthContext,
): Promise<Record<string, unknown>> {
  const assign = transition.assign ?? [];
  if (assign.length === 0) return {};
  const config = deps.registry.screens.get(APPROVAL_CONFIG_SCREEN);
  if (!config) throw new Error(`flow step '${transition.name}' assigns from 审批配置 but screen '${APPROVAL_CONFIG_SCREEN}' is not loaded`);
  const rows = await trx
    .selectFrom(config.table)
    .select(['approval_item', 'approver_id'])
    .where('project_id', '=', String(row.project_id ?? ''))
    .where(
      'approval_item',
      'in',
      assign.map((entry) => entry.approval),
    )
    .execute();
  const approvers = new Map(rows.map((configured) => [String(configured.approval_item), String(configured.approver_id)]));
  const values: Record<string, unknown> = {};
  for (const { field, approval } of assign) {
    const approver = approvers.get(approval);
    if (approver) values[field] = approver;
    else if (isEmptyValue(record[field])) {
      const titles = await deps.dicts.labels(APPROVAL_ITEM_DICT, [approval], auth, trx);
      throw new FlowRefusal(notConfigured(titles.get(approval) ?? approval));
    }
  }
  return values;
}
