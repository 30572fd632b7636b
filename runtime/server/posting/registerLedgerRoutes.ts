import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import { permissionCode } from '../../core/screen/screenModel';
import type { FieldSchema } from '../../core/screen/screen.types';
import { requireAuth } from '../auth/requireAuth';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows } from '../crud/rowVisibility';
import { currentTimestamp } from '../db/clock';
import { ledgerOf, type LoadedLedger } from './ledgers';
import { ledgerPeriod, parseLedgerQuery } from './ledgerQuery';

/** What the ledger page needs to know of a field: its title and dictionary. */
function fieldInfo(field: FieldSchema | undefined): { title: string; dict: string | null; type: string } | null {
  return field ? { title: field.title, dict: field['x-dict'] ?? null, type: field.type } : null;
}

/** The declaration of a ledger for its page: the file, its screens' ids and apis, and the titles and dictionaries of its fields. */
function ledgerDescription({ ledger, balance, postings }: LoadedLedger) {
  const names = [...ledger.keys, ...(ledger.attributes ?? []), ledger.quantity, ...(ledger.amount ? [ledger.amount] : [])];
  return {
    ...ledger,
    balanceApi: balance.api,
    postingsApi: postings.api,
    fields: Object.fromEntries(names.map((name) => [name, fieldInfo(balance.entity.properties[name] ?? postings.entity.properties[name])])),
    postingFields: Object.fromEntries(Object.entries(postings.entity.properties).map(([name, field]) => [name, fieldInfo(field)])),
  };
}

/**
 * `GET /api/ledger/<name>` (the declaration) and `GET /api/ledger/<name>/balances` (opening, in,
 * out and closing per key for a period) for every ledger file, each guarded by the list permission
 * of the ledger's posting screen and reading each table as its list would (project, data rules).
 */
export function registerLedgerRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const name of deps.registry.ledgers?.keys() ?? []) {
    const loaded = ledgerOf(deps.registry, name);
    const config = { config: { permission: permissionCode(loaded.postings, 'list') } };
    app.get(`/api/ledger/${name}`, config, async () => ok(ledgerDescription(loaded)));
    app.get(`/api/ledger/${name}/balances`, config, async (request: FastifyRequest) => {
      const auth = requireAuth(request);
      const query = parseLedgerQuery(loaded, (request.query ?? {}) as Record<string, unknown>, currentTimestamp().slice(0, 10));
      const visible = { balance: await visibleRows(deps, loaded.balance, auth), postings: await visibleRows(deps, loaded.postings, auth) };
      return ok(await ledgerPeriod(deps.db, loaded, visible, query));
    });
  }
}
