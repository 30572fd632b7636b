// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/gatewayRoute.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 网关路由（system.gatewayRoute，表 sys_gateway_route）
 */
export interface SystemGatewayRoute {
  /**
   * 路由名称（only）
   */
  name: string;
  /**
   * 协议（字典 gateway_scheme）
   */
  scheme: string;
  /**
   * 主机（gatewayHost）
   */
  host: string;
  /**
   * 路径前缀（gatewayPathPrefix）
   */
  pathPrefix: string;
  /**
   * 状态（字典 enable_status）
   */
  status: string;
  /**
   * 描述
   */
  description?: string;
}

/** 网关路由 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemGatewayRouteRecord = SystemGatewayRoute & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
