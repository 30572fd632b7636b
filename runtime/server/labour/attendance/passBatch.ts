import { ClientError } from '../../sys/errorHandlers';

/**
 * The body a gate device posts: `{ "passes": [ { idCode | workerId, time, direction, way,
 * temperature?, photo? }, … ] }`. Parsing is pure: the shape of the batch is checked as a whole
 * (a bad batch is refused entirely), each pass on its own (a bad pass is refused with its reason
 * while the others are kept).
 */

/** Most passes one batch may carry (a day of a large site's gates, uploaded after an outage). */
export const MAX_PASSES_PER_BATCH = 20_000;
/** Body limit of the ingestion route: MAX_PASSES_PER_BATCH passes of up to about 400 bytes. */
export const GATE_BODY_LIMIT = 8 * 1024 * 1024;
/** A pass may be stamped this far ahead of the server's clock (device clocks drift). */
export const FUTURE_TOLERANCE_MS = 10 * 60 * 1000;
/** Body temperature at or above which a pass raises the 体温告警 flag. */
export const FEVER_CELSIUS = 37.3;

const DIRECTIONS: ReadonlySet<string> = new Set(['in', 'out']);
const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const PHOTO_MAX = 500;

/** A pass that passed the checks of its own values; the worker is still to be found. */
export interface ParsedPass {
  /** Position in the batch, for the refusals. */
  index: number;
  idCode: string | null;
  workerId: string | null;
  passedTime: string;
  direction: string;
  way: string;
  temperature: number | null;
  photo: string | null;
}

/** A refused pass: its position in the batch and why. */
export interface PassRefusal {
  index: number;
  reason: string;
}

export interface ParsedBatch {
  /** Passes in the batch, valid or not. */
  received: number;
  passes: ParsedPass[];
  refused: PassRefusal[];
}

/** The refusal of a whole batch: answered 400 with the message. */
export class BadBatchError extends ClientError {
  constructor(message: string) {
    super(400, message);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` of a valid local time text, or null (30 February, 25:00, …). */
export function normaliseTime(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day || date.getHours() !== hours) return null;
  return `${match[1]}-${match[2]}-${match[3]} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The time of a pass a device sent: its local time normalised, or why it is refused (not a time,
 * or later than the server's clock allows). Every gate that posts passes (考勤, 车辆道闸) checks it so.
 */
export function parsePassTime(value: unknown, now: Date): { time: string } | string {
  const time = typeof value === 'string' ? normaliseTime(value) : null;
  if (!time) return `通过时间无效：${String(value ?? '（空）')}，格式须为 YYYY-MM-DD HH:mm:ss`;
  if (new Date(time.replace(' ', 'T')).getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return `通过时间 ${time} 晚于服务器时间，请校准设备时钟`;
  return { time };
}

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

/** The checks of one pass; answers the parsed pass or the reason it is refused. */
function parsePass(raw: unknown, index: number, ways: ReadonlySet<string>, now: Date): ParsedPass | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return '通行记录须为对象';
  const pass = raw as Record<string, unknown>;
  const idCode = textOf(pass.idCode)?.toUpperCase() ?? null;
  const workerId = textOf(pass.workerId);
  if (!idCode && !workerId) return '缺少人员：须给出身份证号 idCode 或人员编号 workerId';
  const time = parsePassTime(pass.time, now);
  if (typeof time !== 'object') return time;
  const direction = textOf(pass.direction);
  if (!direction || !DIRECTIONS.has(direction)) return `方向无效：${String(pass.direction ?? '（空）')}，须为 in（进）或 out（出）`;
  const way = textOf(pass.way);
  if (!way || !ways.has(way)) return `通行方式编码无效：${String(pass.way ?? '（空）')}，可用编码：${[...ways].join('、')}`;
  let temperature: number | null = null;
  if (pass.temperature !== undefined && pass.temperature !== null && pass.temperature !== '') {
    temperature = Number(pass.temperature);
    if (!Number.isFinite(temperature) || temperature < 30 || temperature > 45) return `体温无效：${String(pass.temperature)}，须在 30–45℃ 之间`;
  }
  const photo = textOf(pass.photo);
  if (photo && photo.length > PHOTO_MAX) return `现场照片地址过长（最多 ${PHOTO_MAX} 个字符）`;
  return { index, idCode, workerId, passedTime: time.time, direction, way, temperature, photo };
}

/**
 * Parses a posted batch. Throws BadBatchError when the body is not a batch at all (no `passes`
 * array, empty, too many); otherwise answers the valid passes and the refused ones with reasons.
 * `ways` are the codes of the dictionary pass_way (通行方式).
 */
export function parseBatch(body: unknown, ways: ReadonlySet<string>, now: Date = new Date()): ParsedBatch {
  return parseBatchOf(body, (raw, index) => parsePass(raw, index, ways, now));
}

/**
 * The envelope every gate's batch shares, `{ "passes": [...] }`: a body that is not a batch (no
 * array, empty, more than `max`) is refused whole; each pass is parsed on its own into the pass
 * or the reason it is refused.
 */
export function parseBatchOf<T>(
  body: unknown,
  parse: (raw: unknown, index: number) => T | string,
  max: number = MAX_PASSES_PER_BATCH,
): { received: number; passes: T[]; refused: PassRefusal[] } {
  const passes = (body as { passes?: unknown } | null)?.passes;
  if (!Array.isArray(passes)) throw new BadBatchError('请求体须为 { "passes": [通行记录…] }');
  if (passes.length === 0) throw new BadBatchError('passes 为空：一批至少一条通行记录');
  if (passes.length > max) throw new BadBatchError(`一批最多 ${max} 条通行记录，本批 ${passes.length} 条，请分批上传`);
  const parsed: { received: number; passes: T[]; refused: PassRefusal[] } = { received: passes.length, passes: [], refused: [] };
  passes.forEach((raw, index) => {
    const pass = parse(raw, index);
    if (typeof pass === 'string') parsed.refused.push({ index, reason: pass });
    else parsed.passes.push(pass);
  });
  return parsed;
}
