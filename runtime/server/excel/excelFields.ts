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

/** The columns of a screen's workbook, in property order, titled as on screen: stored fields except files. */
export function excelFields(screen: ScreenFile): ExcelField[] {
  return storedFields(screen)
    .filter(([, schema]) => !FILE_TYPES.has(fieldTypeOf(schema)))
    .map(([field, schema]) => ({ field, title: schema.title, schema }));
}
