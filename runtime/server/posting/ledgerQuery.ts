import { sql, type RawBuilder } from 'kysely';
import type { LedgerBalanceRow } from '../../core/posting/posting.types';
import type { AppDb } from '../db/dbTypes';
import type { RowCondition } from '../crud/rowVisibility';
import { BusinessError } from '../crud/businessError';
import { column, type LoadedLedger } from './ledgers';

export const LEDGER_MESSAGES = {
  badDate: '日期格式应为 YYYY-MM-DD',
  badPeriod: '开始日期不能晚于结束日期',
} as const;

/** Largest page of the ledger API: the ledger page's CSV export asks for the whole selection (a project's keys are thousands, not millions). */
export const LEDGER_MAX_PAGE_SIZE = 10_000;

export interface LedgerPeriodQuery {
  begin: string;
  end: string;
  /** Key or attribute field → value; `*x*` matches text containing x. */
  filters: Record<string, string>;
  pageNo: number;
  pageSize: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The query of `/api/ledger/:name/balances`: the period (default this month up to today), filters on keys and attributes, the page. */
export function parseLedgerQuery(loaded: LoadedLedger, params: Record<string, unknown>, today: string): LedgerPeriodQuery {
  const text = (name: string) => (typeof params[name] === 'string' ? (params[name] as string).trim() : '');
  const begin = text('begin') || `${today.slice(0, 8)}01`;
  const end = text('end') || today;
  if (!DATE.test(begin) || !DATE.test(end)) throw new BusinessError(LEDGER_MESSAGES.badDate);
  if (begin > end) throw new BusinessError(LEDGER_MESSAGES.badPeriod);
  const filters: Record<string, string> = {};
  for (const field of [...loaded.ledger.keys, ...(loaded.ledger.attributes ?? [])]) if (text(field) !== '') filters[field] = text(field);
  const pageNo = Math.max(1, Math.floor(Number(params.pageNo) || 1));
  const pageSize = Math.min(LEDGER_MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(params.pageSize) || 10)));
  return { begin, end, filters, pageNo, pageSize };
}

/** `*x*` (contains) as a LIKE pattern with the user's own % and _ taken literally. */
function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`).replace(/\*/g, '%');
}

function filterSql(alias: string, field: string, value: string): RawBuilder<unknown> {
  const ref = sql.ref(`${alias}.${column(field)}`);
  return value.includes('*') ? sql`${ref} ilike ${likePattern(value)}` : sql`${ref} = ${value}`;
}

/** The rows of each table the caller may see (see visibleRows). */
export interface LedgerVisibility {
  balance: RowCondition;
  postings: RowCondition;
}

export interface LedgerPage {
  records: LedgerBalanceRow[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/**
 * Opening, in, out and closing per key over a period, in one grouped statement: the closing
 * balance of today is the balance row, so the opening is it minus every posting from `begin` on;
 * in and out are the postings of the period (a reversal is a negative in or out, as on paper).
 * Only the postings from `begin` are read (the ledger's period index seeks them), keys with
 * neither a balance nor a movement are left out. Each table is read under the caller's visibility
 * of its screen (`visible`: the project, data rules), exactly as its list would be.
 */
export async function ledgerPeriod(db: AppDb, loaded: LoadedLedger, visible: LedgerVisibility, query: LedgerPeriodQuery): Promise<LedgerPage> {
  const { ledger, balance, postings } = loaded;
  const keys = ledger.keys.map(column);
  const qty = column(ledger.quantity);
  const amount = ledger.amount ? column(ledger.amount) : null;
  const date = sql.ref(`p.${column(ledger.date)}`);
  const signed = (value: string) => sql`case when p.direction = 'in' then p.${sql.ref(value)} else -p.${sql.ref(value)} end`;
  const inPeriod = (direction: string, value: string | null) =>
    value ? sql`coalesce(sum(p.${sql.ref(value)}) filter (where p.direction = ${direction} and ${date} <= ${query.end}::date), 0)` : sql`0`;
  // Balances and postings join on the scope column too (one project's key is not another's).
  const scope = balance.scope === 'project' ? ['project_id'] : balance.scope === 'tenant' ? ['tenant_id'] : [];
  const balanceRows = db.selectFrom(balance.table).selectAll().where(visible.balance);
  const postingRows = db.selectFrom(postings.table).selectAll().where(visible.postings);
  const keyFilters = Object.entries(query.filters).filter(([field]) => ledger.keys.includes(field));
  const postingFilters =
    keyFilters.length > 0
      ? sql` and ${sql.join(
          keyFilters.map(([field, value]) => filterSql('p', field, value)),
          sql` and `,
        )}`
      : sql``;
  const balanceFilters = Object.entries(query.filters);
  const balanceWhere =
    balanceFilters.length > 0
      ? sql` and ${sql.join(
          balanceFilters.map(([field, value]) => filterSql('b', field, value)),
          sql` and `,
        )}`
      : sql``;
  const joinOn = sql.join(
    [...scope, ...keys].map((name) => sql`m.${sql.ref(name)} = b.${sql.ref(name)}`),
    sql` and `,
  );
  const moved = sql`
    select ${sql.join([...scope, ...keys].map((name) => sql`p.${sql.ref(name)}`))},
      sum(${signed(qty)}) as since_qty,
      ${amount ? sql`sum(${signed(amount)})` : sql`0`} as since_amount,
      ${inPeriod('in', qty)} as in_qty, ${inPeriod('out', qty)} as out_qty,
      ${inPeriod('in', amount)} as in_amount, ${inPeriod('out', amount)} as out_amount
    from (${postingRows}) p
    where ${date} >= ${query.begin}::date${postingFilters}
    group by ${sql.join([...scope, ...keys].map((name) => sql`p.${sql.ref(name)}`))}`;
  const shown = [...ledger.keys, ...(ledger.attributes ?? [])];
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join(shown.map((field) => sql`b.${sql.ref(column(field))} as ${sql.ref(field)}`))},
      coalesce(b.${sql.ref(qty)}, 0) - coalesce(m.since_qty, 0) as "openingQty",
      coalesce(m.in_qty, 0) as "inQty", coalesce(m.out_qty, 0) as "outQty",
      ${amount ? sql`coalesce(b.${sql.ref(amount)}, 0)` : sql`0`} - coalesce(m.since_amount, 0) as "openingAmount",
      coalesce(m.in_amount, 0) as "inAmount", coalesce(m.out_amount, 0) as "outAmount",
      count(*) over () as "total"
    from (${balanceRows}) b
    left join (${moved}) m on ${joinOn}
    where (b.${sql.ref(qty)} <> 0 or m.${sql.ref(keys[0])} is not null)${balanceWhere}
    order by ${sql.join(keys.map((name) => sql`b.${sql.ref(name)}`))}
    limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`.execute(db);
  const number = (value: unknown) => Math.round(Number(value ?? 0) * 1e6) / 1e6;
  const records = rows.map((row) => {
    const record: LedgerBalanceRow = {
      ...Object.fromEntries(shown.map((field) => [field, row[field]])),
      openingQty: number(row.openingQty),
      inQty: number(row.inQty),
      outQty: number(row.outQty),
      closingQty: number(number(row.openingQty) + number(row.inQty) - number(row.outQty)),
      openingAmount: number(row.openingAmount),
      inAmount: number(row.inAmount),
      outAmount: number(row.outAmount),
      closingAmount: number(number(row.openingAmount) + number(row.inAmount) - number(row.outAmount)),
    };
    return record;
  });
  const total = rows.length > 0 ? Number(rows[0].total) : 0;
  return { records, total, current: query.pageNo, size: query.pageSize, pages: Math.ceil(total / query.pageSize) };
}
