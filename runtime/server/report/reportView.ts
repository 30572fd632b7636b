import { reportQueryFields, type ReportColumn, type ReportFile } from '../../core/report/report.types';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { ListFields } from '../crud/listQuery';

/** A report column as an entity property, so the list query parser and dictionary texts apply unchanged. */
function columnSchema(column: ReportColumn): FieldSchema {
  const type = column.type ?? 'string';
  return {
    type: type === 'number' || type === 'integer' ? type : 'string',
    title: column.title,
    ...(type === 'date' ? { format: 'date' as const } : type === 'datetime' ? { format: 'date-time' as const } : {}),
    ...(column.dict ? { 'x-dict': column.dict } : {}),
  };
}

/**
 * A report's result seen as a read-only screen over no table: its columns are the entity, its
 * query fields and default sort the list. Used with parseListQuery and withDictTexts.
 */
export function reportScreen(report: ReportFile): ScreenFile {
  const first = report.columns[0].field;
  return {
    id: `report.${report.code}`,
    title: report.name,
    table: report.code,
    scope: 'system',
    api: '',
    permission: '',
    readOnly: true,
    entity: { type: 'object', properties: Object.fromEntries(report.columns.map((column) => [column.field, columnSchema(column)])) },
    list: {
      columns: report.columns.map((column) => column.field),
      query: reportQueryFields(report).map(({ field, mode }) => ({ field, mode })),
      sort: report.sort ?? first,
    },
  };
}

/** Requests may filter by the declared query fields only, and sort by any column. */
export function reportListFields(report: ReportFile, screen: ScreenFile): ListFields {
  const properties = screen.entity.properties;
  const queryFields = reportQueryFields(report).map(({ field }) => field);
  return {
    filter: new Map(queryFields.map((field) => [field, properties[field]])),
    sort: new Map(Object.entries(properties)),
  };
}
