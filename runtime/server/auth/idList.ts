/** Splits a stored comma list of ids (`sys_user.role_ids`, `depart_ids`) into ids. */
export function idList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}
