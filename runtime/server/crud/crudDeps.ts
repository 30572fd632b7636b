import type { AppDb } from '../db/dbTypes';
import type { DictService } from '../dict/dictService';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { HooksByScreen } from './hooks';

/** What the generic CRUD needs from the application. */
export interface CrudDeps {
  db: AppDb;
  registry: ScreenRegistry;
  dicts: DictService;
  hooks: HooksByScreen;
}
