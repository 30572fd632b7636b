import { sql } from 'kysely';
import { flowOf } from '../../../core/flow/flowModel';
import { toColumnName } from '../../../core/screen/naming';
import type { AppDb } from '../../db/dbTypes';
import type { ScreenRegistry } from '../../screens/screenRegistry';
import { addDays, ageOn, birthdayOfIdNumber, idCardExpiry } from './documentDates';
import type { WarningSettings } from './warningSettings';

/** 花名册 进退场状态 of a worker on site: only they are warned of (a worker who left needs no certificate). */
export const ON_SITE = '0';
/** 三级教育 … 特种作业培训: a certificate comes from an attendee row of a passed session. */
const PASSED = '1';
/** The 黑名单 flow state whose entries bar a person from site. */
const EFFECTIVE_TITLE = '有效';

/** A warning the rules found, before it is stored; `warnKey` names its cause so an open one is not raised twice. */
export interface LabourFinding {
  projectId: string;
  warnKey: string;
  /** Dictionary lab_warn_type: 1 证书到期, 2 身份证到期, 3 超龄, 4 连续未考勤, 5 黑名单. */
  warnType: '1' | '2' | '3' | '4' | '5';
  /** Dictionary priority: H when already expired, over age or blacklisted. */
  level: 'M' | 'H';
  workerId: string;
  teamId: string | null;
  idCode: string;
  dueDate?: string;
  detail: string;
}

type Row = Record<string, unknown>;
type Worker = { id: string; projectId: string; name: string; idCode: string; teamId: string | null };

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const day = (value: unknown) => (value instanceof Date ? value.toISOString() : text(value)).slice(0, 10);

function workerOf(row: Row): Worker {
  return {
    id: text(row.id),
    projectId: text(row.project_id),
    name: text(row.emp_name),
    idCode: text(row.id_code),
    teamId: row.team_id === null ? null : text(row.team_id),
  };
}

function finding(worker: Worker, fields: Omit<LabourFinding, 'projectId' | 'workerId' | 'teamId' | 'idCode'>): LabourFinding {
  return { projectId: worker.projectId, workerId: worker.id, teamId: worker.teamId, idCode: worker.idCode, ...fields };
}

/** Workers on site in every project, with what the rules read. */
async function workersOnSite(db: AppDb): Promise<Row[]> {
  const { rows } = await sql<Row>`
    select id, project_id, emp_name, id_code, emp_sex, date_of_birth, id_validdate, team_id, start_time
    from lab_worker where enter_and_retreat_condition = ${ON_SITE}`.execute(db);
  return rows;
}

/** 证书到期: the newest certificate (special-work training, by 证书编号) of a worker on site expires within `expiryDays`. */
async function expiringCertificates(db: AppDb, today: string, settings: WarningSettings): Promise<LabourFinding[]> {
  const { rows } = await sql<Row>`
    select distinct on (w.id, a.cert_no) w.id, w.project_id, w.emp_name, w.id_code, w.team_id, a.cert_no, a.cert_valid_to, t.train_name
    from lab_training_attendee a
    join lab_training t on t.id = a.training_id
    join lab_worker w on w.id = a.worker_id and w.enter_and_retreat_condition = ${ON_SITE}
    where a.passed = ${PASSED} and a.cert_valid_to is not null and coalesce(a.cert_no, '') <> ''
    order by w.id, a.cert_no, a.cert_valid_to desc`.execute(db);
  const horizon = addDays(today, settings.expiryDays);
  return rows
    .filter((row) => day(row.cert_valid_to) <= horizon)
    .map((row) => {
      const due = day(row.cert_valid_to);
      const expired = due < today;
      return finding(workerOf(row), {
        warnKey: `cert:${text(row.id)}:${text(row.cert_no)}:${due}`,
        warnType: '1',
        level: expired ? 'H' : 'M',
        dueDate: due,
        detail: `${text(row.emp_name)}的证书 ${text(row.cert_no)}（${text(row.train_name)}）${expired ? '已于' : '将于'} ${due} 到期`,
      });
    });
}

/** 身份证到期: the 有效期限 of a worker on site ends within `expiryDays` (长期 never does). */
function expiringIdCards(workers: Row[], today: string, settings: WarningSettings): LabourFinding[] {
  const horizon = addDays(today, settings.expiryDays);
  return workers.flatMap((row) => {
    const due = idCardExpiry(row.id_validdate);
    if (due === null || due > horizon) return [];
    const expired = due < today;
    return [
      finding(workerOf(row), {
        warnKey: `idcard:${text(row.id)}:${due}`,
        warnType: '2',
        level: expired ? 'H' : 'M',
        dueDate: due,
        detail: `${text(row.emp_name)}的身份证${expired ? '已于' : '将于'} ${due} 到期，请及时更新证件信息`,
      }),
    ];
  });
}

/** 超龄: a man on site older than `maleMaxAge`, a woman older than `femaleMaxAge` (birthday from 出生日期, else the ID number). */
function overAgeWorkers(workers: Row[], today: string, settings: WarningSettings): LabourFinding[] {
  return workers.flatMap((row) => {
    const birthday = row.date_of_birth ? day(row.date_of_birth) : birthdayOfIdNumber(row.id_code);
    if (!birthday) return [];
    const male = text(row.emp_sex) !== '2';
    const limit = male ? settings.maleMaxAge : settings.femaleMaxAge;
    const age = ageOn(birthday, today);
    if (age <= limit) return [];
    return [
      finding(workerOf(row), {
        warnKey: `age:${text(row.id)}`,
        warnType: '3',
        level: 'H',
        detail: `${text(row.emp_name)}（${male ? '男' : '女'}）现年 ${age} 岁，超过${male ? '男性' : '女性'}用工年龄上限 ${limit} 岁`,
      }),
    ];
  });
}

/** 连续未考勤: a worker on site (entered at least `absentDays` ago) with no gate pass in the last `absentDays` days. */
async function absentWorkers(db: AppDb, today: string, settings: WarningSettings): Promise<LabourFinding[]> {
  const since = addDays(today, -settings.absentDays);
  const { rows } = await sql<Row>`
    select w.id, w.project_id, w.emp_name, w.id_code, w.team_id, w.start_time,
      (select max(a.passed_time) from lab_attendance a where a.worker_id = w.id and a.project_id = w.project_id) as last_pass
    from lab_worker w
    where w.enter_and_retreat_condition = ${ON_SITE} and (w.start_time is null or w.start_time <= ${since}::date)`.execute(db);
  return rows
    .filter((row) => row.last_pass === null || day(row.last_pass) < since)
    .map((row) => {
      const last = row.last_pass === null ? null : day(row.last_pass);
      return finding(workerOf(row), {
        warnKey: `absent:${text(row.id)}:${last ?? 'none'}`,
        warnType: '4',
        level: 'M',
        detail: `${text(row.emp_name)}在场但已连续 ${settings.absentDays} 天以上没有考勤记录${last ? `（最后一次通行 ${last}）` : '（没有通行记录）'}，请核实是否已离场`,
      });
    });
}

/**
 * 黑名单: a worker on site whose ID number is on an effective 黑名单 entry. The entry's fields are
 * read from the 黑名单 screen: its ID-number field (the one validated as `idcard`), its 原因 and
 * the flow state titled 有效.
 */
async function blacklistedWorkers(db: AppDb, registry: ScreenRegistry): Promise<LabourFinding[]> {
  const screen = registry.screens.get('labour.blacklist');
  const idField = Object.entries(screen?.entity.properties ?? {}).find(([, field]) => field['x-rules']?.includes('idcard'))?.[0];
  const flow = screen ? flowOf(screen) : null;
  const effective = flow?.states.find((state) => state.title === EFFECTIVE_TITLE)?.code;
  if (!screen || !idField || !flow || effective === undefined) return [];
  const idColumn = toColumnName(idField);
  const stateColumn = toColumnName(flow.stateField);
  const causeColumn = 'cause' in screen.entity.properties ? sql.ref('b.cause') : sql.lit('');
  const { rows } = await sql<Row>`
    select distinct on (w.id) w.id, w.project_id, w.emp_name, w.id_code, w.team_id, ${causeColumn} as cause
    from lab_worker w join ${sql.table(screen.table)} b on b.${sql.ref(idColumn)} = w.id_code
    where w.enter_and_retreat_condition = ${ON_SITE} and b.${sql.ref(stateColumn)} = ${effective}
    order by w.id`.execute(db);
  return rows.map((row) =>
    finding(workerOf(row), {
      warnKey: `blacklist:${text(row.id)}`,
      warnType: '5',
      level: 'H',
      detail: `${text(row.emp_name)}（${text(row.id_code)}）已列入黑名单${text(row.cause) ? `（原因：${text(row.cause)}）` : ''}，仍在场，请立即处理`,
    }),
  );
}

/** Every finding of the five rules, in rule order. */
export async function findLabourWarnings(db: AppDb, registry: ScreenRegistry, today: string, settings: WarningSettings): Promise<LabourFinding[]> {
  const workers = await workersOnSite(db);
  return [
    ...(await expiringCertificates(db, today, settings)),
    ...expiringIdCards(workers, today, settings),
    ...overAgeWorkers(workers, today, settings),
    ...(await absentWorkers(db, today, settings)),
    ...(await blacklistedWorkers(db, registry)),
  ];
}
