/** A user account to seed; `projects` are indexes into the demo projects. */
export interface AccountSeed {
  username: string;
  realname: string;
  roleCode: string;
  sex: '1' | '2';
  phone: string;
  email: string;
  workNo: string;
  projects: number[];
}

export const ADMIN_ACCOUNT: AccountSeed = {
  username: 'admin',
  realname: '系统管理员',
  roleCode: 'admin',
  sex: '1',
  phone: '13800000000',
  email: 'admin@example.com',
  workNo: 'HT0001',
  projects: [],
};

export const DEMO_ACCOUNTS: readonly AccountSeed[] = [
  {
    username: 'zhangwei',
    realname: '张伟',
    roleCode: 'project_manager',
    sex: '1',
    phone: '13912345678',
    email: 'zhangwei@example.com',
    workNo: 'HT0002',
    projects: [0, 1],
  },
  { username: 'lisi', realname: '李思', roleCode: 'labour_clerk', sex: '1', phone: '15851234567', email: 'lisi@example.com', workNo: 'HT0003', projects: [0] },
  {
    username: 'wangfang',
    realname: '王芳',
    roleCode: 'viewer',
    sex: '2',
    phone: '18662345678',
    email: 'wangfang@example.com',
    workNo: 'HT0004',
    projects: [2],
  },
];
