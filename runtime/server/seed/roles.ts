/** A role to seed and the button permissions it is granted. */
export interface RoleSeed {
  roleCode: string;
  roleName: string;
  roleType: '1' | '2' | '3';
  description: string;
  grants: (permission: string) => boolean;
}

/**
 * The business areas a project's staff work in, 项目设置's basic data (`project:`) included;
 * 系统设置 (`system:`) and 开发示例 (`demo:`) are not among them.
 */
const PROJECT_AREAS = [
  'labour',
  'material',
  'safety',
  'quality',
  'construction',
  'technology',
  'pipe',
  'specialdevice',
  'smartproject',
  'digitalDelivery',
  'project',
  // 数据决策中心: company pages over the caller's own projects, each widget also behind its list's permission.
  'dataCenter',
] as const;

/** The area of a permission code: `labour` of `labour:worker:list`. */
const areaOf = (permission: string): string => permission.slice(0, permission.indexOf(':'));
const inProjectArea = (permission: string): boolean => (PROJECT_AREAS as readonly string[]).includes(areaOf(permission));
/** `:list` also guards queryById: reading a screen's rows, nothing else; `:view` opens a dashboard. */
const isRead = (permission: string): boolean => permission.endsWith(':list') || permission.endsWith(':view');
/** Reading 参建单位 and the basic data (危险源, 质量问题库): what an inspector picks an issue's contractor and type from. */
const readsSiteData = (permission: string): boolean => isRead(permission) && (permission.startsWith('labour:company:') || areaOf(permission) === 'project');
/**
 * Listing the inspection screens, nothing else: a rectifier acts only through the flow, whose
 * transitions need `:list` (the actor rule does the rest).
 */
const INSPECTION_LISTS = ['safety:inspection:list', 'quality:inspection:list'];
/** 材料字典 and 供应商: the basic data of 物资管理, kept under 项目设置. */
const MATERIAL_BASIC_DATA = ['project:material:', 'project:supplier:'];
const isMaterialBasicData = (permission: string): boolean => MATERIAL_BASIC_DATA.some((prefix) => permission.startsWith(prefix));
/** The teams materials are issued to (领料出库 names one). */
const TEAM_LIST = 'labour:team:list';
/** The stock screens a warehouse keeper works in; approving and 红冲 are flow roles, not permissions. */
const KEEPER_SCREENS = ['warehouse', 'inbound', 'outbound', 'return', 'stocktake', 'inventory', 'posting', 'ledger', 'home'].map(
  (screen) => `material:${screen}:`,
);

/** 设备租赁: the devices, the people who dispatch and run them, the tasks and their statistics. */
const LEASE_SCREENS = ['construction:lease'];
const isLease = (permission: string): boolean => LEASE_SCREENS.some((prefix) => permission.startsWith(prefix));
/** 计划与进度: the work designs and their milestones, whose Gantt a 施工员 keeps up to date, and 施工首页. */
const PLAN_SCREENS = ['construction:workDesign:', 'construction:milestone:', 'construction:home:'];
const isPlan = (permission: string): boolean => PLAN_SCREENS.some((prefix) => permission.startsWith(prefix));
/**
 * 焊机报表 and the big screen's 今日焊机: the report and the lists they read (welds, machines), a
 * welding inspector's check as much as the device manager's.
 */
const WELDING_REPORT = ['specialdevice:machineWeldingReport:view', 'pipe:weldData:list', 'pipe:device:list'];
const readsWeldingReport = (permission: string): boolean => WELDING_REPORT.includes(permission);

/** 智慧项目部's environment: 智慧首页, the monitors, their limits, alarms and spray records (a safety officer's dust control as much as the device manager's). */
const ENVIRONMENT_SCREENS = ['home', 'environment', 'envThreshold', 'envAlarm', 'spray'].map((screen) => `smartproject:${screen}:`);
const isEnvironment = (permission: string): boolean => ENVIRONMENT_SCREENS.some((prefix) => permission.startsWith(prefix));
/** The water and electricity meters, which the device manager keeps. */
const METERS = 'smartproject:waterElectricity:';

/** The teams a disclosure is given to and the workers a welding procedure qualifies: what a 技术负责人 picks from. */
const TECHNOLOGY_PICKS = ['labour:team:list', 'labour:worker:list'];
/** 数字化交付 (BIM files, IFC models, videos): kept by the technical staff. */
const isDelivery = (permission: string): boolean => areaOf(permission) === 'digitalDelivery';
/** A 施工员 gives the 技术交底 assigned to them to the teams (the flow's actor rule does the rest). */
const DISCLOSURE_LIST = 'technology:disclosure:list';

/** 现场工作: the 工作调研, 工作日志 and 工作问题 a 施工员 writes every day. */
const isSiteWork = (permission: string): boolean => permission.startsWith('construction:work');
/** A 工作问题's handler acts through its flow, whose transitions need `:list` (the actor rule does the rest). */
const WORK_PROBLEM_LIST = 'construction:workProblem:list';

/** A team leader files and approves the leave of the team's workers, and applies for leased machines and reports their work. */
const TEAM_LEADER_SCREENS = ['labour:workerLeave:', 'construction:leaseTask:'];
/** What a team leader reads to know who is on site and at work. */
const TEAM_LEADER_READS = ['labour:worker:list', 'labour:team:list', 'labour:attendance:list', 'labour:attendanceStatistics:list', 'labour:training:list'];

/** 智慧项目部 › 视频与现场: cameras, drone flights, parking gates and positioning tags are site equipment a 设备管理员 keeps. */
const SMART_SITE_SCREENS = ['camera', 'videoArea', 'drone', 'parking', 'parkingGate', 'positionTag', 'sitePlan', 'workerRoute'].map(
  (screen) => `smartproject:${screen}:`,
);
const isSmartSite = (permission: string): boolean => SMART_SITE_SCREENS.some((prefix) => permission.startsWith(prefix));

/** 打印模板 of 管道焊接. */
const PRINT_TEMPLATES = 'pipe:printTemplate:';

export const ADMIN_ROLE: RoleSeed = {
  roleCode: 'admin',
  roleName: '管理员',
  roleType: '1',
  description: '系统管理员，拥有全部权限',
  grants: () => true,
};

/**
 * The demo roles, each by least privilege: nobody but the administrator reaches 系统设置 (users
 * with their phone numbers, online sessions with their addresses, logs, server monitors).
 */
export const DEMO_ROLES: readonly RoleSeed[] = [
  {
    roleCode: 'project_manager',
    roleName: '项目经理',
    roleType: '2',
    description: '管理项目的劳务、物资、安全、质量、技术和基础数据',
    grants: inProjectArea,
  },
  {
    roleCode: 'labour_clerk',
    roleName: '劳务员',
    roleType: '2',
    description: '劳务管理的全部功能：花名册、招聘、考勤、请假、工资、黑名单与培训；查看参建单位和基础数据',
    grants: (permission) => areaOf(permission) === 'labour' || readsSiteData(permission),
  },
  {
    roleCode: 'team_leader',
    roleName: '班组长',
    roleType: '2',
    description: '查看本项目的花名册、班组、考勤和安全教育，提交和审批班组工人的请假；申请租赁设备，开始和完成作业；处理派给自己的工作问题',
    grants: (permission) =>
      TEAM_LEADER_SCREENS.some((prefix) => permission.startsWith(prefix)) ||
      TEAM_LEADER_READS.includes(permission) ||
      permission === WORK_PROBLEM_LIST ||
      (isLease(permission) && isRead(permission)),
  },
  {
    roleCode: 'safety_officer',
    roleName: '安全员',
    roleType: '2',
    description: '安全巡检、复查、星级评定和安全通知；智慧首页、环境监测（阈值、确认环境报警、喷淋记录）；查看参建单位和基础数据',
    grants: (permission) => areaOf(permission) === 'safety' || isEnvironment(permission) || readsSiteData(permission),
  },
  {
    roleCode: 'quality_officer',
    roleName: '质量员',
    roleType: '2',
    description: '质量巡检、复查和质量管理；查看参建单位和基础数据',
    grants: (permission) => areaOf(permission) === 'quality' || readsSiteData(permission),
  },
  {
    roleCode: 'tech_lead',
    roleName: '技术负责人',
    roleType: '2',
    description:
      '技术管理的全部功能，审核设计变更和技术交底：图纸、设计变更、技术交底、签证、焊接工艺评定和技术归档；数字化交付的 BIM 文件、模型和视频；查看班组和花名册',
    grants: (permission) => areaOf(permission) === 'technology' || isDelivery(permission) || TECHNOLOGY_PICKS.includes(permission) || readsSiteData(permission),
  },
  {
    roleCode: 'technician',
    roleName: '技术员',
    roleType: '2',
    description:
      '编制图纸台账、设计变更、技术交底、签证和焊接工艺评定，整理技术归档；上传数字化交付的 BIM 文件、模型和视频；查看班组和花名册；处理派给自己的工作问题',
    grants: (permission) =>
      areaOf(permission) === 'technology' ||
      isDelivery(permission) ||
      TECHNOLOGY_PICKS.includes(permission) ||
      readsSiteData(permission) ||
      permission === WORK_PROBLEM_LIST,
  },
  {
    roleCode: 'material_manager',
    roleName: '材料主管',
    roleType: '2',
    description: '物资管理的全部功能（审批计划和出入库单、红冲）以及材料字典和供应商',
    grants: (permission) => areaOf(permission) === 'material' || isMaterialBasicData(permission) || permission === TEAM_LIST,
  },
  {
    roleCode: 'material_keeper',
    roleName: '仓库管理员',
    roleType: '2',
    description: '仓库、出入库、退库、盘点和库存台账的录入与提交；查看材料计划、材料字典和供应商',
    grants: (permission) =>
      (KEEPER_SCREENS.some((prefix) => permission.startsWith(prefix)) && !permission.endsWith(':delete')) ||
      permission === 'material:plan:list' ||
      permission === TEAM_LIST ||
      (isMaterialBasicData(permission) && isRead(permission)),
  },
  {
    roleCode: 'foreman',
    roleName: '施工员',
    roleType: '2',
    description:
      '整改派给自己的安全和质量隐患，向班组完成派给自己的技术交底（只能查看巡检和技术交底并执行流程操作）；设备租赁的设备、调度员、操作手、班组长、任务派单和租赁统计；工作设计和里程碑（甘特图）；现场工作的工作调研、工作日志和工作问题（查看班组和考勤）',
    grants: (permission) =>
      INSPECTION_LISTS.includes(permission) ||
      permission === DISCLOSURE_LIST ||
      isLease(permission) ||
      isPlan(permission) ||
      isSiteWork(permission) ||
      permission === TEAM_LIST ||
      permission === 'labour:attendance:list',
  },
  {
    roleCode: 'pipe_inspector',
    roleName: '焊接质检员',
    roleType: '2',
    description: '管道焊接的全部功能：基础数据、焊口、焊接任务、委托单、检测结果、返修扩检和检测报告；特种设备的焊机报表（焊口电流、电压是否超出焊机范围）',
    // Print templates are the company's documents: an inspector prints with them, an admin edits them.
    grants: (permission) =>
      (areaOf(permission) === 'pipe' && (!permission.startsWith(PRINT_TEMPLATES) || isRead(permission))) || readsWeldingReport(permission),
  },
  {
    roleCode: 'device_manager',
    roleName: '设备管理员',
    roleType: '2',
    description:
      '特种设备的全部功能：塔吊、升降机的登记、证书和司机，设备密钥，阈值设置，实时数据，确认报警；焊机报表（查看焊接数据和焊机设备）；智慧项目部的智慧首页、环境监测、水电监测、视频监控、无人机、停车管理和人员轨迹',
    grants: (permission) =>
      areaOf(permission) === 'specialdevice' ||
      readsWeldingReport(permission) ||
      isEnvironment(permission) ||
      permission.startsWith(METERS) ||
      isSmartSite(permission),
  },
  {
    roleCode: 'viewer',
    roleName: '只读',
    roleType: '1',
    description: '只能查看项目的业务数据',
    grants: (permission) => inProjectArea(permission) && isRead(permission),
  },
];

/** Role codes a flow may name as actor or notice target: the administrator's and the demo roles'. */
export const SEEDED_ROLE_CODES: readonly string[] = [ADMIN_ROLE, ...DEMO_ROLES].map((role) => role.roleCode);
