import { App } from 'antd';
import type { HTMLAttributes } from 'react';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';
import type { ListRecord } from './toTree';

const DRAG_TYPE = 'application/x-tree-row';

/**
 * Row props that let a tree screen's rows be dragged onto another row to make it their parent
 * (e.g. departments): the drop saves `{id, <treeParent>: target}` through the screen's edit
 * route, whose checks (and hooks: a move under its own subtree is refused) decide, then reloads.
 * Null when the screen is no tree or the user may not edit it.
 */
export function useTreeDrag(screen: ScreenFile, canEdit: boolean, onMoved: () => void): ((record: ListRecord) => HTMLAttributes<HTMLElement>) | null {
  const { message } = App.useApp();
  const parentField = screen.treeParent;
  if (!parentField || !canEdit) return null;

  async function move(id: string, parentId: string): Promise<void> {
    try {
      const answer = await http.put(`${screen.api}/edit`, { id, [parentField!]: parentId });
      if (!answer.success) return void message.error(answer.message);
      message.success(answer.message);
      onMoved();
    } catch {
      // The http client has shown the error.
    }
  }

  return (record) => ({
    draggable: true,
    onDragStart: (event) => event.dataTransfer.setData(DRAG_TYPE, record.id),
    onDragOver: (event) => {
      if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
    },
    onDrop: (event) => {
      const id = event.dataTransfer.getData(DRAG_TYPE);
      event.preventDefault();
      if (id && id !== record.id) void move(id, record.id);
    },
  });
}
