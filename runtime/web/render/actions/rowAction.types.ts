import type { ComponentType } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import type { ListRecord } from '../list/toTree';

/** What a row action gets from the list: the screen, the row, its label and a way to reload the list. */
export interface RowActionProps {
  screen: ScreenFile;
  record: ListRecord;
  /** The title the screen file gives the action (e.g. 授权). */
  title: string;
  /** Reloads the list after the action changed something. */
  onDone(): void;
}

/** React-free description of a row action (its folder's `meta.ts`), read by the generator for the meta-schema. */
export interface RowActionMeta {
  name: string;
  description: string;
}

export interface RowActionDefinition extends RowActionMeta {
  /** Renders the link in the row's 操作 cell and whatever it opens (drawer, modal, confirm). */
  component: ComponentType<RowActionProps>;
}
