import type { HooksByScreen } from '../crud/hooks';
import { currentTimestamp } from '../db/clock';
import { rescore } from './starRatingStore';

/** Screen ids of 星级评定 and 附件管理 (schemas/safety). */
const STAR_RATING = 'safety.starRating';
const ANNEX = 'safety.annex';

export const DUPLICATE_RATING_MESSAGE = '该分包单位在该月份已有星级评定';

/**
 * 星级评定: a manual save recomputes 总分 and 星级 from the computed parts and the 调整分 (the
 * 调整原因 rule is the screen's x-required-with), one rating per 分包单位 and month.
 * 附件管理: the server stamps 上传人 and 上传时间 when a file is added.
 */
export const safetyHooks: HooksByScreen = {
  [STAR_RATING]: {
    async beforeWrite({ trx, record, mode, id, screen }) {
      if (mode === 'add') {
        const duplicate = await trx
          .selectFrom(screen.table)
          .select('id')
          .where('construction_id', '=', String(record.constructionId))
          .where('rating_month', '=', String(record.ratingMonth))
          .where('id', '!=', id)
          .executeTakeFirst();
        if (duplicate) return DUPLICATE_RATING_MESSAGE;
      }
      Object.assign(record, rescore(record as Parameters<typeof rescore>[0]));
      return null;
    },
  },
  [ANNEX]: {
    async beforeWrite({ record, mode, auth }) {
      if (mode === 'add') Object.assign(record, { uploader: auth.realname, uploadTime: currentTimestamp() });
      return null;
    },
  },
};
