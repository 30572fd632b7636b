import type { HooksByScreen, WriteContext } from '../crud/hooks';
import { ownerColumnsOf } from '../crud/screenScope';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { readsOtherScreens, withRelatedFields } from './relatedFields';

/** The project (or tenant) the record is written in: the stored row's on edit, the caller's on add. */
async function ownerOf(ctx: WriteContext): Promise<Record<string, unknown>> {
  const stored = await ctx.trx.selectFrom(ctx.screen.table).select(['tenant_id', 'project_id']).where('id', '=', ctx.id).executeTakeFirst();
  return stored ?? ownerColumnsOf(ctx.screen, ctx.auth);
}

/**
 * Before each save of a screen with fields read from other screens (`x-sum`, `x-lookup`): reads
 * them in the save's transaction, then derives the formulas and bands again from them (信用分 =
 * 基础分 + 奖惩加减分 → 信用等级; 费用 = 计费数量 × 设备单价).
 */
export function sumHooks(registry: ScreenRegistry): HooksByScreen {
  const hooks: HooksByScreen = {};
  for (const screen of registry.screens.values()) {
    if (!readsOtherScreens(screen)) continue;
    hooks[screen.id] = {
      async beforeWrite(ctx) {
        Object.assign(ctx.record, await withRelatedFields(ctx.trx, registry, screen, ctx.record, await ownerOf(ctx)));
        return null;
      },
    };
  }
  return hooks;
}
