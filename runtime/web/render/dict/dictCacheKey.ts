import { parseDictCode } from '../../../core/screen/dictCode';

/** Whether a code names a table dictionary (`table,text,value`), whose rows change with the data. */
export function isTableDict(code: string): boolean {
  return parseDictCode(code)?.kind === 'table';
}

/**
 * Where a dictionary's items are cached. Table dictionaries are read within the current project
 * on the server, so each project has its own entry; plain dictionaries are global.
 */
export function dictCacheKey(code: string, projectId: string | null): string {
  return isTableDict(code) ? `${code}@${projectId ?? ''}` : code;
}
