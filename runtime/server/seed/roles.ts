/** A role to seed and the button permissions it is granted. */
export interface RoleSeed {
  roleCode: string;
  roleName: string;
  roleType: '1' | '2' | '3';
  description: string;
  grants: (permission: string) => boolean;
}

export const ADMIN_ROLE: RoleSeed = {
  roleCode: 'admin',
  roleName: '管理员',
  roleType: '1',
  description: '系统管理员，拥有全部权限',
  grants: () => true,
};

export const DEMO_ROLES: readonly RoleSeed[] = [
  {
    roleCode: 'project_manager',
    roleName: '项目经理',
    roleType: '2',
    description: '管理项目的劳务和物资数据，可查看系统设置',
    grants: (permission) => permission.startsWith('labour:') || permission.startsWith('material:') || (permission.startsWith('system:') && permission.endsWith(':list')),
  },
  {
    roleCode: 'labour_clerk',
    roleName: '劳务员',
    roleType: '2',
    description: '维护花名册，查看班组',
    grants: (permission) => permission.startsWith('labour:worker:') || permission === 'labour:team:list',
  },
  {
    roleCode: 'viewer',
    roleName: '只读',
    roleType: '1',
    description: '只能查看列表',
    grants: (permission) => permission.endsWith(':list'),
  },
];
