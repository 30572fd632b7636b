import type { Transaction } from 'kysely';
import { detailFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { cellErrorMessage, isRowArray } from '../../core/validation/detailRows';
import type { FieldError } from '../../core/validation/recordValidator';
import type { AuthContext } from '../auth/authContext';
import type { DB } from '../db/dbTypes';
import type { DictService } from '../dict/dictService';
import { detailScreen } from './detailRows';
import { dictFields } from './dictFields';
import { dictValueErrors } from './dictValueCheck';

/**
 * Dictionary values of detail rows, checked like the master's: the first row with a value outside
 * its dictionary names the row and the column. Only detail tables sent in this save are checked.
 */
export async function detailDictErrors(
  trx: Transaction<DB>,
  master: ScreenFile,
  record: Record<string, unknown>,
  changed: ReadonlySet<string>,
  dicts: DictService,
  auth: AuthContext,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const detail of detailFields(master)) {
    const rows = record[detail.name];
    if (!changed.has(detail.name) || !isRowArray(rows)) continue;
    const screen = detailScreen(master, detail);
    const checked = new Set(dictFields(screen).map(({ field }) => field));
    for (const [index, row] of rows.entries()) {
      const [failure] = await dictValueErrors(trx, screen, row, checked, dicts, auth);
      if (!failure) continue;
      const title = screen.entity.properties[failure.field]?.title ?? failure.field;
      errors.push({ field: detail.name, message: `${detail.field.title}${cellErrorMessage(index, title, failure.message)}` });
      break;
    }
  }
  return errors;
}
