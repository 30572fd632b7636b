import { createHash } from 'node:crypto';

/**
 * The id of a permission row, derived from what it stands for (`module:labour`,
 * `screen:labour.worker`, `button:labour:worker:add`), so every start upserts the same rows and
 * role grants survive restarts and catalogue reordering.
 */
export function permissionId(kind: 'module' | 'group' | 'screen' | 'button', key: string): string {
  return createHash('sha256').update(`${kind}:${key}`).digest('hex').slice(0, 32);
}
