import { toColumnName } from '../../core/screen/naming';
import { permissionCode, storedFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { DUPLICATE_MESSAGES } from './duplicateMessages';

export interface DuplicateTarget {
  screen: ScreenFile;
  /** Column of a stored field of that screen, from the screen file (never the client's text). */
  column: string;
}

/**
 * The screen and column a duplicate check may look at: a table declared by a screen file whose
 * 新增 or 编辑 the caller may use, and one of its stored fields (given as field or column name).
 * Anything else is refused before any SQL exists.
 */
export function duplicateTarget(registry: ScreenRegistry, auth: AuthContext, tableName: unknown, fieldName: unknown): DuplicateTarget {
  const screen = [...registry.screens.values()].find((candidate) => candidate.table === tableName);
  const field = screen ? storedFields(screen).find(([name]) => name === fieldName || toColumnName(name) === fieldName) : undefined;
  if (!screen || !field) throw new BusinessError(DUPLICATE_MESSAGES.unknownTarget);
  const mayWrite = auth.isAdmin || ['add', 'edit'].some((action) => auth.permissions.has(permissionCode(screen, action)));
  if (!mayWrite) throw new BusinessError(DUPLICATE_MESSAGES.unknownTarget);
  return { screen, column: toColumnName(field[0]) };
}
