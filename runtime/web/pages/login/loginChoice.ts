/** A department or project of the login answer (`departs`, upstream SysDepart). */
export interface LoginDepart {
  id: string;
  orgCode: string;
  departName: string;
  orgType?: string;
  shortName?: string | null;
}

/** A tenant of the login answer (`tenantList`): the code sent as `tenant-id`, and its name. */
export interface LoginTenant {
  id: string;
  name: string;
}

/** The part of the login answer the choice depends on. */
export interface ChoiceInput {
  departs?: LoginDepart[];
  /** 0: no department, 1: one, 2: several (jeecg-contract §1.7). */
  multi_depart?: number;
  tenantList?: LoginTenant[];
  /** The user's own tenant (userInfo.tenantId). */
  ownTenantId?: unknown;
}

/** What the sign-in asks before entering; an empty list is not asked. */
export interface LoginChoice {
  departs: LoginDepart[];
  tenants: LoginTenant[];
}

/** Dictionary org_type: a project (项目) is a department row of this type. */
const PROJECT_ORG_TYPE = '3';

/**
 * Upstream LoginSelectTenant: several departments (multi_depart 2) and/or several tenants are
 * asked in a dialog; a single tenant is taken silently, none leaves the user's own (or 0).
 * `tenantId` is the tenant to send when nothing is asked about tenants.
 */
export function loginChoice({ departs = [], multi_depart, tenantList = [], ownTenantId }: ChoiceInput): { choice: LoginChoice | null; tenantId: string } {
  const choice: LoginChoice = { departs: multi_depart === 2 ? departs : [], tenants: tenantList.length > 1 ? tenantList : [] };
  const ownTenant = typeof ownTenantId === 'string' && ownTenantId ? ownTenantId : '0';
  const tenantId = tenantList.length === 1 ? tenantList[0].id : ownTenant;
  return { choice: choice.departs.length || choice.tenants.length ? choice : null, tenantId };
}

/** Title of the dialog, as upstream: 请选择租户和部门, 请选择部门 or 请选择租户. */
export function loginChoiceTitle(choice: LoginChoice): string {
  if (choice.departs.length && choice.tenants.length) return '请选择租户和部门';
  return choice.departs.length ? '请选择部门' : '请选择租户';
}

/** The project to open when the chosen department is one (the header shows it), else null. */
export function chosenProject(departs: readonly LoginDepart[], orgCode: string | undefined): { id: string; name: string } | null {
  const depart = departs.find((candidate) => candidate.orgCode === orgCode);
  return depart?.orgType === PROJECT_ORG_TYPE ? { id: depart.id, name: depart.shortName || depart.departName } : null;
}
