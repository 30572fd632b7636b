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
  {
    username: 'zhaoqiang',
    realname: '赵强',
    roleCode: 'safety_officer',
    sex: '1',
    phone: '13770451236',
    email: 'zhaoqiang@example.com',
    workNo: 'HT0005',
    projects: [0, 1, 2],
  },
  {
    username: 'sunli',
    realname: '孙丽',
    roleCode: 'quality_officer',
    sex: '2',
    phone: '13951827364',
    email: 'sunli@example.com',
    workNo: 'HT0006',
    projects: [0, 1, 2],
  },
  {
    username: 'zhoujie',
    realname: '周杰',
    roleCode: 'foreman',
    sex: '1',
    phone: '15062318845',
    email: 'zhoujie@example.com',
    workNo: 'HT0007',
    projects: [0, 1, 2],
  },
  {
    username: 'wujun',
    realname: '吴军',
    roleCode: 'safety_officer',
    sex: '1',
    phone: '18752096613',
    email: 'wujun@example.com',
    workNo: 'HT0008',
    projects: [0, 1, 2],
  },
  {
    username: 'chenjing',
    realname: '陈静',
    roleCode: 'material_keeper',
    sex: '2',
    phone: '13626587341',
    email: 'chenjing@example.com',
    workNo: 'HT0009',
    projects: [0, 1, 2],
  },
  {
    username: 'liuyang',
    realname: '刘洋',
    roleCode: 'material_manager',
    sex: '1',
    phone: '15996314728',
    email: 'liuyang@example.com',
    workNo: 'HT0010',
    projects: [0, 1, 2],
  },
  {
    username: 'xuhai',
    realname: '徐海',
    roleCode: 'team_leader',
    sex: '1',
    phone: '13585216470',
    email: 'xuhai@example.com',
    workNo: 'HT0011',
    projects: [0, 1],
  },
  {
    username: 'gaoming',
    realname: '高明',
    roleCode: 'tech_lead',
    sex: '1',
    phone: '13736258149',
    email: 'gaoming@example.com',
    workNo: 'HT0012',
    projects: [0, 1, 2],
  },
  {
    username: 'hexin',
    realname: '何欣',
    roleCode: 'technician',
    sex: '2',
    phone: '15267318820',
    email: 'hexin@example.com',
    workNo: 'HT0013',
    projects: [0, 1, 2],
  },
  {
    username: 'qianlei',
    realname: '钱磊',
    roleCode: 'pipe_inspector',
    sex: '1',
    phone: '13916274085',
    email: 'qianlei@example.com',
    workNo: 'HT0014',
    projects: [0, 1, 2],
  },
];
