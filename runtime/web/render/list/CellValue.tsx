import { fieldTypeOf } from '../../../core/screen/fieldType';
import type { FieldSchema } from '../../../core/screen/screen.types';
import { isEmptyValue } from '../../../core/validation/fieldRules';
import { getFieldType } from '../../fields/registry';
import { ExpiryDate } from './ExpiryDate';
import { dictTextOf } from './recordText';
import type { ListRecord } from './toTree';

export interface CellValueProps {
  name: string;
  field: FieldSchema;
  record: ListRecord;
}

/**
 * One table cell: a dictionary field shows the server's `<field>_dictText`, other fields their
 * type's read-only view (numbers with thousands separators), or the stored text as given.
 */
export function CellValue({ name, field, record }: CellValueProps) {
  const value = record[name];
  if (isEmptyValue(value)) return null;
  const dictText = dictTextOf(record, name);
  if (field['x-dict'] && dictText !== undefined) return <>{dictText}</>;
  if (field['x-expiry']) return <ExpiryDate value={String(value)} days={field['x-expiry'].days} />;
  const { readPretty, cell, fieldProps } = getFieldType(fieldTypeOf(field));
  const ReadPretty = cell ?? readPretty;
  if (ReadPretty) return <ReadPretty value={value} {...fieldProps?.(field)} {...field['x-component-props']} />;
  return <>{String(value)}</>;
}
