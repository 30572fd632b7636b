import type { FieldTypeDefinition } from './fieldType.types';

const fieldTypes = new Map<string, FieldTypeDefinition>();

/**
 * Adds a field type. Each field folder calls this from its `index.ts`. A second registration of a
 * name replaces the first, so hot module reloading works; unique names across folders are checked
 * by the registry test.
 */
export function registerFieldType(definition: FieldTypeDefinition): void {
  fieldTypes.set(definition.name, definition);
}

/** The field type of that name; throws with the known names so a typo is easy to fix. */
export function getFieldType(name: string): FieldTypeDefinition {
  const definition = fieldTypes.get(name);
  if (!definition) throw new Error(`'${name}' is not a registered field type; registered: ${fieldTypeNames().join(', ')}`);
  return definition;
}

/** Names of every registered field type, in registration order. */
export function fieldTypeNames(): string[] {
  return [...fieldTypes.keys()];
}
