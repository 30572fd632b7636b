import { nextCategoryCode } from '../../core/dict/categoryCode';
import type { HooksByScreen } from '../crud/hooks';
import { CATEGORY_SCREEN_ID, CATEGORY_TABLE } from './categoryTree';

export const CATEGORY_MESSAGES = {
  codesExhausted: '同级分类已达上限，无法生成分类编码',
  hasChildren: '该分类下还有子分类，请先删除子分类',
} as const;

/**
 * The category screen's rules: a new category gets the next code under its parent (the client's
 * code is ignored, as upstream's code rule does), and a category with children cannot be deleted.
 */
export const categoryHooks: HooksByScreen = {
  [CATEGORY_SCREEN_ID]: {
    async beforeWrite({ trx, mode, record }) {
      if (mode !== 'add') return null;
      const pid = typeof record.pid === 'string' ? record.pid : '';
      const parent = pid ? await trx.selectFrom(CATEGORY_TABLE).select('code').where('id', '=', pid).executeTakeFirst() : undefined;
      const last = await trx
        .selectFrom(CATEGORY_TABLE)
        .select('code')
        .where((eb) => (pid ? eb('pid', '=', pid) : eb.or([eb('pid', 'is', null), eb('pid', '=', '')])))
        .orderBy('code', 'desc')
        .limit(1)
        .executeTakeFirst();
      const code = nextCategoryCode(parent ? String(parent.code ?? '') : '', last?.code ? String(last.code) : null);
      if (code === null) return CATEGORY_MESSAGES.codesExhausted;
      record.code = code;
      return null;
    },
    async beforeDelete({ trx, ids }) {
      const child = await trx.selectFrom(CATEGORY_TABLE).select('id').where('pid', 'in', ids).where('id', 'not in', ids).limit(1).executeTakeFirst();
      return child ? CATEGORY_MESSAGES.hasChildren : null;
    },
  },
};
