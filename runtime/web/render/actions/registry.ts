import type { RowActionDefinition } from './rowAction.types';

const rowActions = new Map<string, RowActionDefinition>();

/** Adds a row action; each action folder calls this from its `index.ts`. */
export function registerRowAction(definition: RowActionDefinition): void {
  rowActions.set(definition.name, definition);
}

/** The row action of that name; throws with the known names (the schema lint checks names first). */
export function getRowAction(name: string): RowActionDefinition {
  const definition = rowActions.get(name);
  if (!definition) throw new Error(`'${name}' is not a registered row action; registered: ${[...rowActions.keys()].join(', ')}`);
  return definition;
}
