import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { addDays } from './dates';
import { demoPerson } from './demoPerson';
import { seededHistoryRow, type FlowHistoryRow, type Person } from './inspectionHistory';

/** A machine a project leases: the 设备 fields, its 计价单位 (1 台班, 2 小时, 3 月) and price. */
interface DeviceTemplate {
  name: string;
  type: string;
  model: string;
  lessor: string;
  unit: '1' | '2' | '3';
  price: number;
  manufacturer: string;
}

const DEVICES: readonly DeviceTemplate[] = [
  { name: '1#塔吊', type: '1', model: 'QTZ125(6015)', lessor: '江苏恒力机械租赁有限公司', unit: '3', price: 42000, manufacturer: '中联重科' },
  { name: '2#塔吊', type: '1', model: 'QTZ80(5610)', lessor: '江苏恒力机械租赁有限公司', unit: '3', price: 32000, manufacturer: '徐工建机' },
  { name: '1#施工升降机', type: '2', model: 'SC200/200', lessor: '南京建通设备租赁有限公司', unit: '3', price: 16500, manufacturer: '广州京龙' },
  { name: '卡特320挖掘机', type: '3', model: 'CAT320GC', lessor: '南京宏泰工程机械有限公司', unit: '1', price: 1800, manufacturer: '卡特彼勒' },
  { name: '三一SY215挖掘机', type: '3', model: 'SY215C', lessor: '南京宏泰工程机械有限公司', unit: '1', price: 1500, manufacturer: '三一重工' },
  { name: '25吨汽车吊', type: '4', model: 'QY25K5', lessor: '扬州顺达吊装有限公司', unit: '1', price: 2600, manufacturer: '徐工' },
  { name: '50吨履带吊', type: '5', model: 'SCC500E', lessor: '扬州顺达吊装有限公司', unit: '1', price: 5200, manufacturer: '三一重工' },
  { name: '柳工装载机', type: '6', model: 'CLG856H', lessor: '南京宏泰工程机械有限公司', unit: '2', price: 260, manufacturer: '柳工' },
  { name: '混凝土泵车', type: '7', model: 'SYM5440THB 56m', lessor: '南京建通设备租赁有限公司', unit: '1', price: 4800, manufacturer: '三一重工' },
];

/** The work a team asks a machine for, by device type. */
const WORK: Readonly<Record<string, readonly string[]>> = {
  '1': ['钢筋笼吊装', '模板周转吊运', '管道预制件吊运'],
  '2': ['二次结构砌块运输', '装饰材料垂直运输'],
  '3': ['设备基础土方开挖', '管沟开挖', '场地平整'],
  '4': ['钢结构构件卸车', '管廊桁架吊装'],
  '5': ['换热器吊装就位', '塔器分段吊装'],
  '6': ['渣土倒运', '回填土转运'],
  '7': ['基础混凝土浇筑', '框架柱混凝土浇筑'],
};
const AREAS = ['1#装置区', '2#装置区', '管廊A段', '罐区', '综合楼', '变电所'];

export interface LeaseSite {
  projectId: string;
  /** The project's labour teams: each team's leader becomes a 班组长 of 设备租赁. */
  teams: readonly { id: string; name: string; leaderName: string; leaderPhone: string }[];
  /**
   * The account of the first team's leader, who applies for machines and reports their work: 徐海
   * (班组长) where he works, else 周杰 (施工员), who leads that team's machine work.
   */
  leaderUser: Person;
  /** The 调度员 accounts of the project, the first one dispatching most tasks. */
  dispatchers: readonly (Person & { phone: string })[];
}

export interface LeaseSeed {
  devices: SeedRecord[];
  dispatchers: SeedRecord[];
  operators: SeedRecord[];
  leaders: SeedRecord[];
  tasks: SeedRecord[];
  history: FlowHistoryRow[];
}

const record = (projectId: string, createTime: string, fields: Record<string, unknown>): SeedRecord => ({ id: newId(), projectId, createTime, fields });
const round2 = (value: number) => Math.round(value * 100) / 100;

/** How much of its unit a task of `hours` worked hours bills: 台班 of 8 hours, hours, or months of 26 working days. */
function billed(unit: DeviceTemplate['unit'], hours: number, days: number): number {
  if (unit === '1') return Math.max(1, Math.ceil(hours / 8));
  if (unit === '2') return hours;
  return round2(days / 26);
}

/**
 * 设备租赁 of one project: its machines (one in repair, one returned), their licensed operators
 * (certificates valid, expiring within 30 days and expired), the team leaders of its labour teams,
 * the dispatchers, and about four months of leasing tasks per machine in sequence — completed ones
 * with hours and the cost the flow computes, and today's in progress, dispatched, waiting and
 * cancelled ones — each with the history rows the flow would have written.
 */
export function buildLease(random: Random, site: LeaseSite, today: string, taken: { idCodes: Set<string>; phones: Set<string> }): LeaseSeed {
  const { projectId } = site;
  const created = `${addDays(today, -130)} 09:00:00`;
  const seed: LeaseSeed = { devices: [], dispatchers: [], operators: [], leaders: [], tasks: [], history: [] };

  const dispatchers = site.dispatchers.map((person) =>
    record(projectId, created, {
      dispatcherName: person.realname,
      phone: person.phone,
      userId: person.id,
      company: '项目部工程部',
      deviceTypes: '1,2,3,4,5,6,7',
    }),
  );
  seed.dispatchers.push(...dispatchers);

  const leaders = site.teams.map((team, index) => {
    const own = index === 0;
    return record(projectId, created, {
      leaderName: own ? site.leaderUser.realname : team.leaderName,
      phone: team.leaderPhone,
      teamId: team.id,
      userId: own ? site.leaderUser.id : null,
    });
  });
  seed.leaders.push(...leaders);

  DEVICES.forEach((template, index) => {
    const person = demoPerson(random, taken);
    // Certificates: the third machine's driver expired last month, two others expire within 30 days.
    const validTo =
      index === 2 ? addDays(today, -random.int(5, 40)) : index === 4 || index === 7 ? addDays(today, random.int(3, 25)) : addDays(today, random.int(120, 900));
    const operator = record(projectId, created, {
      operatorName: person.name,
      phone: person.phone,
      idCard: person.idCode,
      deviceType: template.type,
      company: template.lessor,
      certName: '建筑施工特种作业操作资格证',
      certNo: `苏A${String(random.int(10_000_000, 99_999_999))}${index}`,
      certIssuer: '江苏省住房和城乡建设厅',
      certValidFrom: addDays(validTo, -365 * 6),
      certValidTo: validTo,
    });
    seed.operators.push(operator);
    const status = index === 8 ? '3' : index === 6 ? '2' : '1';
    const entryDate = addDays(today, -random.int(120, 125));
    const device = record(projectId, created, {
      deviceName: template.name,
      deviceType: template.type,
      model: template.model,
      deviceNo: `ZL-${projectId.slice(-4)}-${String(index + 1).padStart(2, '0')}`,
      filingNo: template.type <= '2' ? `苏AQ-T${random.int(100_000, 999_999)}` : null,
      manufacturer: template.manufacturer,
      lessor: template.lessor,
      leaseStart: entryDate,
      leaseEnd: addDays(entryDate, 365),
      rentUnit: template.unit,
      rentPrice: template.price,
      entryDate,
      exitDate: status === '2' ? addDays(today, -20) : null,
      driverId: operator.id,
      certNo: operator.fields.certNo,
      status,
    });
    seed.devices.push(device);
    // The loader (index 7) has stood on site without work since the earthworks ended a month ago: 租赁统计's idle device.
    const lastDay = status === '2' ? addDays(today, -21) : status === '3' ? addDays(today, -8) : index === 7 ? addDays(today, -31) : today;
    buildTasks(random, seed, { site, today, lastDay, template, device, operator, leaders, dispatchers, entryDate, taskBase: index * 100 });
  });
  return seed;
}

interface TaskPlan {
  site: LeaseSite;
  today: string;
  /** The last day the machine works (a returned or broken machine stops early). */
  lastDay: string;
  template: DeviceTemplate;
  device: SeedRecord;
  operator: SeedRecord;
  leaders: SeedRecord[];
  dispatchers: SeedRecord[];
  entryDate: string;
  taskBase: number;
}

/** One machine's tasks, one after another from its entry to today (so no two overlap), the newest ones still open. */
function buildTasks(random: Random, seed: LeaseSeed, plan: TaskPlan): void {
  const { today, template } = plan;
  let day = addDays(plan.entryDate, random.int(1, 4));
  let n = 0;
  // A machine on site is booked up to two weeks ahead; one returned or in repair worked only until then.
  const onSite = plan.lastDay >= today;
  const horizon = onSite ? addDays(today, 12) : plan.lastDay;
  for (;;) {
    const days = template.unit === '3' ? random.int(5, 12) : random.int(1, 3);
    const end = addDays(day, days - 1);
    if (day > horizon || (!onSite && end > horizon)) break;
    n += 1;
    // Tasks go to the leader with an account, who may take the flow's steps.
    const leader = plan.leaders[0];
    const dispatcher = plan.dispatchers[random.chance(0.8) ? 0 : plan.dispatchers.length - 1];
    const state = day > today ? (random.chance(0.5) ? '1' : '2') : end < today ? (random.chance(0.06) ? '5' : '4') : '3';
    addTask(random, seed, { ...plan, leader, dispatcher, start: day, end, days, state, no: plan.taskBase + n });
    day = addDays(end, random.int(1, 6));
  }
}

interface OneTask extends TaskPlan {
  leader: SeedRecord;
  dispatcher: SeedRecord;
  start: string;
  end: string;
  days: number;
  state: string;
  no: number;
}

function addTask(random: Random, seed: LeaseSeed, task: OneTask): void {
  const { site, template, device, operator, leader, dispatcher, state } = task;
  const leaderUser: Person = { id: String(leader.fields.userId), realname: String(leader.fields.leaderName) };
  const dispatcherUser: Person = { id: String(dispatcher.fields.userId), realname: String(dispatcher.fields.dispatcherName) };
  const applicant = leaderUser;
  const applied = `${addDays(task.start, -random.int(1, 3))} 08:${String(random.int(10, 50))}:00`;
  const dispatched = state !== '1' && !(state === '5' && random.chance(0.5));
  const started = state === '3' || state === '4';
  const hours = started && state === '4' ? task.days * random.int(6, 10) : null;
  const qty = hours === null ? null : billed(template.unit, hours, task.days);
  const price = dispatched ? Number(device.fields.rentPrice) : null;
  const item = record(site.projectId, applied, {
    taskNo: `ZL${task.start.replace(/-/g, '').slice(2)}-${String(task.no).padStart(3, '0')}`,
    deviceType: template.type,
    workContent: random.pick(WORK[template.type]),
    workArea: random.pick(AREAS),
    planStart: task.start,
    planEnd: task.end,
    teamLeaderId: leader.id,
    dispatcherId: dispatcher.id,
    deviceId: dispatched ? device.id : null,
    operatorId: dispatched ? operator.id : null,
    startTime: started ? task.start : null,
    endTime: state === '4' ? task.end : null,
    workHours: hours,
    billedQty: qty,
    rentUnit: dispatched ? template.unit : null,
    unitPrice: price,
    // As the flow's x-formula computes it: an empty operand counts as 0 until the task is completed.
    cost: round2((qty ?? 0) * (price ?? 0)),
    dispatcherUserId: dispatcherUser.id,
    leaderUserId: leaderUser.id,
    operatorUserId: null,
    initiatorId: applicant.id,
    status: state,
  });
  seed.tasks.push(item);
  const step = (action: string, from: string | null, to: string, actor: Person, at: string, comment: string | null = null) =>
    seed.history.push(
      seededHistoryRow({ projectId: site.projectId, screenId: 'construction.leaseTask', recordId: item.id, action, from, to, actor, comment, at }),
    );
  step('create', null, '1', applicant, applied);
  if (dispatched) step('dispatch', '1', '2', dispatcherUser, `${applied.slice(0, 10)} 10:${String(random.int(10, 50))}:00`);
  if (started) step('start', '2', '3', leaderUser, `${task.start} 07:${String(random.int(30, 59))}:00`);
  if (state === '4') step('complete', '3', '4', leaderUser, `${task.end} 17:${String(random.int(10, 59))}:00`);
  if (state === '5') step('cancel', dispatched ? '2' : '1', '5', applicant, `${applied.slice(0, 10)} 15:00:00`, '施工计划调整，暂不需要该设备');
}
