import { sql } from 'kysely';
import { monthRange } from '../../core/compute/computeModel';
import { withDerivedFields } from '../../core/screen/derivedFields';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type ScreenFile, type SumOf } from '../../core/screen/screen.types';
import type { HooksByScreen, WriteContext } from '../crud/hooks';
import { ownerColumnsOf } from '../crud/screenScope';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** The project (or tenant) the record is written in: the stored row's on edit, the caller's on add. */
async function ownerOf(ctx: WriteContext): Promise<Record<string, unknown>> {
  const stored = await ctx.trx.selectFrom(ctx.screen.table).select(['tenant_id', 'project_id']).where('id', '=', ctx.id).executeTakeFirst();
  return stored ?? ownerColumnsOf(ctx.screen, ctx.auth);
}

/**
 * One `x-sum`: the sum over the source's records in the record's scope, month and `match`, to 2
 * decimals; null when the month is not set or a match field is empty (a 班组 evaluation has no worker).
 */
async function sumFor(ctx: WriteContext, source: ScreenFile, sum: SumOf, owner: Record<string, unknown>): Promise<number | null> {
  const range = monthRange(ctx.record[sum.month]);
  const pairs = Object.entries(sum.match);
  if (!range || pairs.some(([, field]) => ctx.record[field] === null || ctx.record[field] === undefined || ctx.record[field] === '')) return null;
  let query = ctx.trx
    .selectFrom(source.table)
    .select(sql<string | null>`sum(${sql.ref(toColumnName(sum.field))})`.as('total'))
    .where(toColumnName(sum.date), '>=', sql<string>`${range.begin}::date`)
    .where(toColumnName(sum.date), '<=', sql<string>`${range.end}::date`);
  if (source.scope === 'project') query = query.where('project_id', '=', String(owner.project_id ?? ''));
  else if (source.scope === 'tenant') query = query.where('tenant_id', '=', String(owner.tenant_id ?? ''));
  if (source.softDelete) query = query.where(sql.ref(DEL_FLAG_COLUMN), '=', 0);
  for (const [sourceField, field] of pairs) query = query.where(toColumnName(sourceField), '=', String(ctx.record[field]));
  const row = await query.executeTakeFirst();
  return Math.round(Number(row?.total ?? 0) * 100) / 100;
}

/**
 * Before each save of a screen with `x-sum` fields: reads each sum in the save's transaction, then
 * derives the formulas and bands again from it (信用分 = 基础分 + 奖惩加减分 → 信用等级). The
 * client's values of these fields are never kept.
 */
export function sumHooks(registry: ScreenRegistry): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of registry.screens.values()) {
    const sums = Object.entries(screen.entity.properties).flatMap(([name, field]) => (field['x-sum'] ? [[name, field['x-sum']] as const] : []));
    if (sums.length === 0) continue;
    hooks[screen.id] = {
      async beforeWrite(ctx) {
        const owner = await ownerOf(ctx);
        for (const [name, sum] of sums) ctx.record[name] = await sumFor(ctx, registry.screens.get(sum.screen)!, sum, owner);
        Object.assign(ctx.record, withDerivedFields(screen, ctx.record));
        return null;
      },
    };
  }
  return hooks;
}
