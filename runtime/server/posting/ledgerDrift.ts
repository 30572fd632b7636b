import { sql } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { column, ledgerOf, type LoadedLedger } from './ledgers';

/** A key whose balance row disagrees with the sum of its postings. */
export interface LedgerDrift {
  ledger: string;
  projectId: string | null;
  keys: Record<string, string>;
  balanceQty: number;
  postedQty: number;
  balanceAmount: number;
  postedAmount: number;
}

const scopeColumn = (loaded: LoadedLedger) => (loaded.balance.scope === 'project' ? 'project_id' : 'tenant_id');

/** The postings of a ledger summed per scope and key, as SQL (the truth a balance must equal). */
function postedSums(loaded: LoadedLedger, projectId?: string) {
  const { ledger, postings } = loaded;
  const group = [scopeColumn(loaded), ...ledger.keys.map(column)];
  const signed = (value: string) => sql`sum(case when direction = 'in' then ${sql.ref(value)} else -${sql.ref(value)} end)`;
  return sql`select ${sql.join(group.map((name) => sql.ref(name)))},
      ${signed(column(ledger.quantity))} as qty,
      ${ledger.amount ? signed(column(ledger.amount)) : sql`0`} as amount,
      ${ledger.lastDate ? sql`max(${sql.ref(column(ledger.date))})` : sql`null`} as last_date,
      max(tenant_id) as row_tenant
      ${sql.join(
        (ledger.attributes ?? []).map(
          (name) => sql`, (array_agg(${sql.ref(column(name))} order by ${sql.ref(column(ledger.date))} desc, create_time desc))[1] as ${sql.ref(column(name))}`,
        ),
        sql``,
      )}
    from ${sql.table(postings.table)}
    ${projectId !== undefined ? sql`where project_id = ${projectId}` : sql``}
    group by ${sql.join(group.map((name) => sql.ref(name)))}`;
}

/**
 * Every key of the ledger whose balance row is not the sum of its postings (quantity or amount),
 * including balance rows without postings and postings without a balance row; one statement.
 */
export async function ledgerDrift(db: AppDb, registry: Pick<ScreenRegistry, 'screens' | 'ledgers'>, ledgerName: string): Promise<LedgerDrift[]> {
  const loaded = ledgerOf(registry, ledgerName);
  const { ledger, balance } = loaded;
  const scope = scopeColumn(loaded);
  const names = [scope, ...ledger.keys.map(column)];
  const qty = column(ledger.quantity);
  const amount = ledger.amount ? column(ledger.amount) : null;
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(names.map((name) => sql`coalesce(b.${sql.ref(name)}, s.${sql.ref(name)}) as ${sql.ref(name)}`))},
      coalesce(b.${sql.ref(qty)}, 0) as balance_qty, coalesce(s.qty, 0) as posted_qty,
      ${amount ? sql`coalesce(b.${sql.ref(amount)}, 0)` : sql`0`} as balance_amount, coalesce(s.amount, 0) as posted_amount
    from ${sql.table(balance.table)} b
    full join (${postedSums(loaded)}) s on ${sql.join(
      names.map((name) => sql`b.${sql.ref(name)} = s.${sql.ref(name)}`),
      sql` and `,
    )}
    where coalesce(b.${sql.ref(qty)}, 0) <> coalesce(s.qty, 0)
      or ${amount ? sql`coalesce(b.${sql.ref(amount)}, 0)` : sql`0`} <> coalesce(s.amount, 0)
    order by 1`.execute(db);
  return rows.map((row) => ({
    ledger: ledger.name,
    projectId: scope === 'project_id' ? ((row.project_id as string | null) ?? null) : null,
    keys: Object.fromEntries(ledger.keys.map((key) => [key, String(row[column(key)] ?? '')])),
    balanceQty: Number(row.balance_qty),
    postedQty: Number(row.posted_qty),
    balanceAmount: Number(row.balance_amount),
    postedAmount: Number(row.posted_amount),
  }));
}

/**
 * Recomputes a ledger's balance table from its postings (of one project, or all): the rows are
 * deleted and inserted again from the grouped postings, attributes from each key's latest
 * posting. Used by the demo seed after it bulk-inserts postings.
 */
export async function rebuildBalances(
  db: AppDb,
  registry: Pick<ScreenRegistry, 'screens' | 'ledgers'>,
  ledgerName: string,
  projectId?: string,
): Promise<number> {
  const loaded = ledgerOf(registry, ledgerName);
  const { ledger, balance } = loaded;
  const scope = scopeColumn(loaded);
  const keys = ledger.keys.map(column);
  const attributes = (ledger.attributes ?? []).map(column);
  return db.transaction().execute(async (trx) => {
    await sql`delete from ${sql.table(balance.table)} ${projectId !== undefined ? sql`where project_id = ${projectId}` : sql``}`.execute(trx);
    const target = [
      'id',
      scope,
      ...(scope === 'project_id' ? ['tenant_id'] : []),
      ...keys,
      ...attributes,
      column(ledger.quantity),
      ...(ledger.amount ? [column(ledger.amount)] : []),
      ...(ledger.lastDate ? [column(ledger.lastDate)] : []),
      'create_by',
      'create_time',
    ];
    const tenant = scope === 'project_id' ? [sql`coalesce(s.row_tenant, '0')`] : [];
    const result = await sql`insert into ${sql.table(balance.table)} (${sql.join(target.map((name) => sql.ref(name)))})
      select replace(gen_random_uuid()::text, '-', ''), s.${sql.ref(scope)}, ${sql.join([
        ...tenant,
        ...[...keys, ...attributes].map((name) => sql`s.${sql.ref(name)}`),
        sql`s.qty`,
        ...(ledger.amount ? [sql`s.amount`] : []),
        ...(ledger.lastDate ? [sql`s.last_date`] : []),
        sql`'system'`,
        sql`now()`,
      ])}
      from (${postedSums(loaded, projectId)}) s`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}
