import { FILE_VERSION_COLUMNS } from '../../../core/fieldTypes/meta/file-versions';

/** Which detail columns hold a version's number, file, uploader, date and note (the type's props). */
export type VersionColumns = { [prop in keyof typeof FILE_VERSION_COLUMNS]: string };

export type VersionRow = Record<string, unknown>;

/** The columns named by the field's props, each defaulting to the type's declared column. */
export function versionColumns(props: Partial<VersionColumns>): VersionColumns {
  return { ...FILE_VERSION_COLUMNS, ...Object.fromEntries(Object.entries(props).filter(([, name]) => typeof name === 'string' && name !== '')) };
}

/** The rows of the field's value (Formily may hand over a proxy or nothing). */
export function versionRowsOf(value: unknown): VersionRow[] {
  return Array.isArray(value) ? value.filter((row): row is VersionRow => typeof row === 'object' && row !== null) : [];
}

/**
 * The number a new version gets after the last one: the next letter after a letter (A → B), the
 * next integer after a number (2 → 3, V1 → V2), A for the first version.
 */
export function nextVersionNo(last: string | undefined): string {
  if (!last) return 'A';
  const letter = /^([A-Y])$/i.exec(last);
  if (letter) return String.fromCharCode(last.charCodeAt(0) + 1);
  const number = /^(.*?)(\d+)$/.exec(last);
  if (number) return `${number[1]}${Number(number[2]) + 1}`;
  return `${last}-1`;
}

/** A row is stored once the server gave it an id; rows added in this form have none and may be taken back. */
export const isStored = (row: VersionRow): boolean => typeof row.id === 'string' && row.id !== '';
