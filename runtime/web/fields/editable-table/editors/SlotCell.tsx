import type { ComponentType } from 'react';
import type { CellEditorProps } from './editor.types';

const slots = new Map<string, ComponentType<CellEditorProps>>();

/** Makes a custom cell renderer available to screen files as `x-column: { type: 'slot', slot: name }`. */
export function registerCellSlot(name: string, component: ComponentType<CellEditorProps>): void {
  slots.set(name, component);
}

/** A slot cell: the registered renderer, or a notice naming the missing slot. */
export function SlotCell(props: CellEditorProps) {
  const Slot = slots.get(props.column.config.slot ?? '');
  return Slot ? <Slot {...props} /> : <span style={{ color: '#999' }}>未注册的插槽 {props.column.config.slot}</span>;
}
