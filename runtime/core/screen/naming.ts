/** Database column name of an entity field: lowerCamelCase → snake_case (`empPhon` → `emp_phon`). */
export function toColumnName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Entity field name of a database column: snake_case → lowerCamelCase. */
export function toFieldName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
