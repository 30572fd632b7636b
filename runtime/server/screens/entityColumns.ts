/** `roleIds` → `role_ids`, at the type level (mirrors toColumnName in runtime/core/screen/naming). */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * Table columns of generated entity fields: snake_case names, optional fields nullable. Code that
 * reads a screen's table by hand declares its columns with this, so removing a field from the
 * screen file (and running `npm run gen`) turns every use into a compile error.
 */
export type ColumnsOf<Entity> = {
  [Field in keyof Entity & string as SnakeCase<Field>]-?: undefined extends Entity[Field] ? Exclude<Entity[Field], undefined> | null : Entity[Field];
};
