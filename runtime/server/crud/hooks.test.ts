import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { savesRowByRow } from '../excel/saveRowBatch';
import type { CrudDeps } from './crudDeps';
import { mergeHooks, type BulkAddContext, type ScreenHooks } from './hooks';

const screen = { id: 'demo.thing', entity: { properties: {} } } as unknown as ScreenFile;
const batch = (records: Record<string, unknown>[]): BulkAddContext => ({ trx: {} as never, screen, auth: {} as AuthContext, records, ids: [] });
const rowByRow = (hooks: ScreenHooks) => savesRowByRow({ hooks: { [screen.id]: hooks } } as unknown as CrudDeps, screen);

/** Refuses the records whose `name` is listed, in bulk and one at a time. */
function refusing(...names: string[]): ScreenHooks {
  const refusal = (record: Record<string, unknown>) => (names.includes(String(record.name)) ? `拒绝${String(record.name)}` : null);
  return {
    beforeWrite: async (ctx) => refusal(ctx.record),
    beforeBulkAdd: async (ctx) => ctx.records.map(refusal),
  };
}

describe('mergeHooks', () => {
  it('has only the kinds of hook some set has, so a screen with none is imported in bulk', () => {
    const merged = mergeHooks({ [screen.id]: { afterCommit: async () => {} } })[screen.id];
    expect(merged.beforeWrite).toBeUndefined();
    expect(merged.afterWrite).toBeUndefined();
    expect(merged.afterCommit).toBeDefined();
    expect(rowByRow(merged)).toBe(false);
  });

  it('imports row by row when one set acts on each write without a bulk counterpart', () => {
    const perRecord: ScreenHooks = { afterWrite: async () => {} };
    const merged = mergeHooks({ [screen.id]: refusing('甲') }, { [screen.id]: perRecord })[screen.id];
    expect(merged.beforeBulkAdd).toBeUndefined();
    expect(rowByRow(merged)).toBe(true);
    expect(rowByRow(mergeHooks({ [screen.id]: refusing('甲') })[screen.id])).toBe(false);
  });

  it('gives each record of a batch the first refusal in set order, and asks later sets only about records still accepted', async () => {
    const asked: string[][] = [];
    const second: ScreenHooks = {
      beforeWrite: async () => null,
      beforeBulkAdd: async (ctx) => {
        asked.push(ctx.records.map((record) => String(record.name)));
        return ctx.records.map((record) => (record.name === '丙' || record.name === '甲' ? `其次拒绝${String(record.name)}` : null));
      },
    };
    const merged = mergeHooks({ [screen.id]: refusing('甲') }, { [screen.id]: second })[screen.id];
    const refusals = await merged.beforeBulkAdd!(batch([{ name: '甲' }, { name: '乙' }, { name: '丙' }]));
    expect(refusals).toEqual(['拒绝甲', null, '其次拒绝丙']);
    expect(asked).toEqual([['乙', '丙']]);
  });
});
