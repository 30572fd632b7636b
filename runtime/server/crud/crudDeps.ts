import type { AppDb } from '../db/dbTypes';
import type { UploadStore } from '../files/uploadStore';
import type { DictService } from '../dict/dictService';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { AuthContext } from '../auth/authContext';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { HooksByScreen } from './hooks';
import type { FieldFilter } from './listQuery';

/** Extra conditions every list and read of a screen must meet for this caller (data rules). */
export type RowFilterProvider = (auth: AuthContext, screen: ScreenFile) => Promise<FieldFilter[]>;

/** What the generic CRUD needs from the application. */
export interface CrudDeps {
  db: AppDb;
  registry: ScreenRegistry;
  dicts: DictService;
  hooks: HooksByScreen;
  rowFilters?: RowFilterProvider;
  /** The upload folder, where the streams a screen's `x-stream-status` fields watch are kept. */
  uploads?: UploadStore;
  /** The bell, for what reads notice by themselves (a camera found offline tells its project's declared roles). */
  hub?: NoticeHub;
}
