import { flowOf, flowOwnedFields } from '../../core/flow/flowModel';
import { fieldTypeOf } from '../../core/screen/fieldType';
import { storedFields } from '../../core/screen/screenModel';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';

export interface ExcelField {
  field: string;
  title: string;
  schema: FieldSchema;
}

/** Field types whose values are file paths: they make no sense in a spreadsheet. */
const FILE_TYPES = new Set(['Upload', 'ImageUpload']);

/** What the workbook is for: an export of stored rows, or an import (and its template). */
export type WorkbookPurpose = 'export' | 'import';

/** Write-only fields (a user's 登录密码) are taken on import but never read back into a file. */
function writeOnlyFields(screen: ScreenFile): [string, FieldSchema][] {
  return Object.entries(screen.entity.properties).filter(([, schema]) => schema['x-write-only'] && schema.type !== 'array');
}

/** What an import may not set, as 新增 may not: a flow's own fields (its state, its step fields). */
function flowFieldsOf(screen: ScreenFile): Set<string> {
  const flow = flowOf(screen);
  return new Set(flow ? flowOwnedFields(flow) : []);
}

/**
 * The columns of a screen's workbook, titled as on screen: stored fields except files, in
 * property order, and for an import (and its template) the write-only fields after them and none
 * of a flow's own fields (an exported file's 状态 column is left unread when imported again).
 */
export function excelFields(screen: ScreenFile, purpose: WorkbookPurpose): ExcelField[] {
  const fields = purpose === 'import' ? [...storedFields(screen), ...writeOnlyFields(screen)] : storedFields(screen);
  const leftOut = purpose === 'import' ? flowFieldsOf(screen) : new Set<string>();
  return fields
    .filter(([field, schema]) => !FILE_TYPES.has(fieldTypeOf(schema)) && !leftOut.has(field))
    .map(([field, schema]) => ({ field, title: schema.title, schema }));
}
