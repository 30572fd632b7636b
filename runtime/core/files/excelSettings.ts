import type { ScreenFile } from '../screen/screen.types';

/** Whether a screen's list offers 导入 (Excel import). */
export const importEnabled = (screen: ScreenFile): boolean => Boolean(screen.list.import);

/**
 * Column of an import screen's table naming the import that wrote the row. While that import
 * runs (or was left unfinished) its rows are hidden, so a file is seen whole or not at all.
 */
export const IMPORT_BATCH_COLUMN = 'import_batch';

/** Whether an import keeps the good rows of a file with bad rows (otherwise nothing is written). */
export const partialImport = (screen: ScreenFile): boolean => typeof screen.list.import === 'object' && screen.list.import.partial === true;

/** Whether a screen's list offers 导出 (Excel export and the import template). */
export const exportEnabled = (screen: ScreenFile): boolean => Boolean(screen.list.export);

/** Extensions the import accepts (widgets-spec §5.5). */
export const IMPORT_EXTENSIONS = ['xls', 'xlsx'] as const;
