import { gatewayOrigin } from '../../core/gateway/gatewayAddress';
import type { AppDb } from '../db/dbTypes';

/** The table of the 网关路由 screen (schemas/system/gatewayRoute.json). */
const ROUTE_TABLE = 'sys_gateway_route';
const ENABLED = '1';

/** An enabled route as the proxy matches it. */
export interface GatewayRoute {
  /** `scheme://host[:port]`, normalised (see gatewayOrigin). */
  origin: string;
  pathPrefix: string;
}

/**
 * The enabled routes, read on every proxy call: the table is small, and reading it keeps every
 * server instance in step with the administrator's last change without a cache to invalidate.
 * A row whose address no longer parses (edited in the database by hand) is skipped.
 */
export async function enabledGatewayRoutes(db: AppDb): Promise<GatewayRoute[]> {
  const rows = await db.selectFrom(ROUTE_TABLE).select(['scheme', 'host', 'path_prefix']).where('status', '=', ENABLED).execute();
  return rows.flatMap((row) => {
    const origin = gatewayOrigin(String(row.scheme), String(row.host));
    return origin && typeof row.path_prefix === 'string' ? [{ origin, pathPrefix: row.path_prefix }] : [];
  });
}
