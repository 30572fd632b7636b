import type { HooksByScreen } from '../../crud/hooks';
import { ROLE_SCREEN_ID } from '../rolePermissionRoutes';

/** Role kinds of dictionary role_type. */
export const ROLE_TYPES = { system: '1', project: '2', depart: '3' } as const;
export const ROLE_MESSAGES = { departRequired: '部门角色请选择所属部门' } as const;

/**
 * A role owned by a department (部门角色, made from the department screen) is a department role;
 * a department role must name its department.
 */
export const roleHooks: HooksByScreen = {
  [ROLE_SCREEN_ID]: {
    async beforeWrite(ctx) {
      const departId = ctx.record.departId;
      if (typeof departId === 'string' && departId !== '') ctx.record.roleType = ROLE_TYPES.depart;
      else if (ctx.record.roleType === ROLE_TYPES.depart) return ROLE_MESSAGES.departRequired;
      return null;
    },
  },
};
