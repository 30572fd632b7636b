import { randomUUID } from 'node:crypto';

/** A new record id: 32 lowercase hex characters (a UUID without dashes), string-typed for Citus. */
export function newId(): string {
  return randomUUID().replace(/-/g, '');
}
