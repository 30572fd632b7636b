import { createHash, randomBytes } from 'node:crypto';
import type { AppDb } from '../../db/dbTypes';
import { authDb } from '../authDb';
import type { ThirdIdentity } from './identityProvider';

/** A binding must be finished within 10 minutes of its start. */
const TICKET_LIFETIME_MS = 10 * 60 * 1000;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

type TicketFields = { third_type: string; user_id?: string; third_user_id?: string; third_name?: string };

async function issue(db: AppDb, purpose: 'bind' | 'signIn', fields: TicketFields): Promise<string> {
  const ticket = randomBytes(24).toString('hex');
  const now = new Date();
  const adb = authDb(db);
  await adb.deleteFrom('sys_third_ticket').where('expires_at', '<', now).execute();
  await adb
    .insertInto('sys_third_ticket')
    .values({
      ticket_hash: hashOf(ticket),
      purpose,
      user_id: null,
      third_user_id: null,
      third_name: null,
      ...fields,
      expires_at: new Date(now.getTime() + TICKET_LIFETIME_MS),
    })
    .execute();
  return ticket;
}

async function consume(db: AppDb, purpose: 'bind' | 'signIn', ticket: string, thirdType: string) {
  if (!ticket) return undefined;
  const row = await authDb(db)
    .deleteFrom('sys_third_ticket')
    .where('ticket_hash', '=', hashOf(ticket))
    .where('purpose', '=', purpose)
    .where('third_type', '=', thirdType)
    .returningAll()
    .executeTakeFirst();
  return row && row.expires_at > new Date() ? row : undefined;
}

/** The OAuth `state` of a 绑定 started by `userId`: only that user can finish it (no binding by a forged link). */
export const issueBindState = (db: AppDb, thirdType: string, userId: string) => issue(db, 'bind', { third_type: thirdType, user_id: userId });

/** Whether `state` is one `userId` started for `thirdType` (used up either way). */
export async function consumeBindState(db: AppDb, thirdType: string, state: string, userId: string): Promise<boolean> {
  return (await consume(db, 'bind', state, thirdType))?.user_id === userId;
}

/** Keeps an unbound identity a provider proved, for 绑定已有账号. */
export const issueSignInTicket = (db: AppDb, thirdType: string, identity: ThirdIdentity) =>
  issue(db, 'signIn', { third_type: thirdType, third_user_id: identity.thirdUserId, third_name: identity.name });

/** The identity kept under `ticket` (used up), or null. */
export async function consumeSignInTicket(db: AppDb, thirdType: string, ticket: string): Promise<ThirdIdentity | null> {
  const row = await consume(db, 'signIn', ticket, thirdType);
  return row?.third_user_id ? { thirdUserId: row.third_user_id, name: row.third_name ?? row.third_user_id } : null;
}
