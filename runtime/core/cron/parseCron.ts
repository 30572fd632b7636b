import { ALL_SPEC, CRON_FIELDS, NO_SPEC, type CronSpec } from './cronSpec';
import { CronSyntaxError } from './cronSyntaxError';

const SECOND = 0;
const MINUTE = 1;
const HOUR = 2;
const DAY_OF_MONTH = 3;
const MONTH = 4;
const DAY_OF_WEEK = 5;
const YEAR = 6;

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Largest increment per position (Quartz's checkIncrementRange), with its Chinese label. */
const INCREMENT_LIMITS: Readonly<Record<number, [limit: number, label: string]>> = {
  [SECOND]: [59, '秒'],
  [MINUTE]: [59, '分'],
  [HOUR]: [23, '时'],
  [DAY_OF_MONTH]: [31, '日'],
  [MONTH]: [12, '月'],
  [DAY_OF_WEEK]: [7, '周'],
};

const ILLEGAL_FORMAT = '格式错误';

function isDigit(c: string | undefined): c is string {
  return c !== undefined && c >= '0' && c <= '9';
}

/** Java's Integer.parseInt: an optional sign and digits only, anything else is a format error. */
function strictInt(text: string): number {
  if (!/^[+-]?\d+$/.test(text)) throw new CronSyntaxError(ILLEGAL_FORMAT);
  return Number.parseInt(text, 10);
}

/** Java's String.charAt: reading past the end is a format error rather than undefined. */
function charAt(s: string, i: number): string {
  if (i < 0 || i >= s.length) throw new CronSyntaxError(ILLEGAL_FORMAT);
  return s[i];
}

function digitAt(s: string, i: number): number {
  const c = charAt(s, i);
  if (!isDigit(c)) throw new CronSyntaxError(ILLEGAL_FORMAT);
  return Number(c);
}

/**
 * A port of Quartz 2.3 CronExpression's parser (buildExpression, storeExpressionVals, checkNext,
 * addToSet), character by character, so that what Quartz accepts and the sets it builds are the
 * same here, including its quirks (`99` means `*`, `a/0` means `a`). Positions Quartz accepts but
 * could never evaluate (`L` in second, minute, hour, month or year) are refused instead.
 */
class QuartzParser {
  private readonly sets: Set<number>[] = CRON_FIELDS.map(() => new Set<number>());
  private lastDayOfWeek = false;
  private nthDayOfWeek = 0;
  private lastDayOfMonth = false;
  private nearestWeekday = false;
  private lastDayOffset = 0;

  constructor(private readonly maxYear: number) {}

  parse(expression: string): CronSpec {
    const tokens = expression
      .toUpperCase()
      .split(/[ \t]+/)
      .filter(Boolean);
    let exprOn = SECOND;
    for (const expr of tokens) {
      if (exprOn > YEAR) break;
      if (exprOn === DAY_OF_MONTH && expr.includes('L') && expr.length > 1 && expr.includes(',')) {
        throw new CronSyntaxError('日的L和LW不能与其他日期同时使用');
      }
      if (exprOn === DAY_OF_WEEK && expr.includes('L') && expr.length > 1 && expr.includes(',')) {
        throw new CronSyntaxError('周的L不能与其他星期同时使用');
      }
      if (exprOn === DAY_OF_WEEK && expr.indexOf('#') !== -1 && expr.indexOf('#', expr.indexOf('#') + 1) !== -1) {
        throw new CronSyntaxError('周只能指定一个#');
      }
      for (const value of expr.split(',').filter(Boolean)) this.storeExpressionVals(value, exprOn);
      exprOn += 1;
    }
    if (exprOn <= DAY_OF_WEEK) throw new CronSyntaxError('表达式不完整，至少需要6项');
    if (exprOn <= YEAR) this.storeExpressionVals('*', YEAR);

    const dayOfMonthSpecified = !this.sets[DAY_OF_MONTH].has(NO_SPEC);
    const dayOfWeekSpecified = !this.sets[DAY_OF_WEEK].has(NO_SPEC);
    if (dayOfMonthSpecified === dayOfWeekSpecified) throw new CronSyntaxError('日和周只能指定其中一个，另一个须为?');

    const sorted = this.sets.map((set) => [...set].sort((a, b) => a - b));
    return {
      sets: Object.fromEntries(CRON_FIELDS.map((field, index) => [field, sorted[index]])) as CronSpec['sets'],
      lastDayOfWeek: this.lastDayOfWeek,
      nthDayOfWeek: this.nthDayOfWeek,
      lastDayOfMonth: this.lastDayOfMonth,
      nearestWeekday: this.nearestWeekday,
      lastDayOffset: this.lastDayOffset,
      maxYear: this.maxYear,
    };
  }

  private storeExpressionVals(s: string, type: number): void {
    let i = 0;
    const c = s[i];
    if (c >= 'A' && c <= 'Z' && s !== 'L' && s !== 'LW' && !/^L-[0-9]*W?$/.test(s)) {
      this.storeNamed(s, type);
      return;
    }
    if (c === '?') {
      i += 1;
      if (i + 1 < s.length && s[i] !== ' ' && s[i + 1] !== '\t') throw new CronSyntaxError(`?后有非法字符：${s[i]}`);
      if (type !== DAY_OF_WEEK && type !== DAY_OF_MONTH) throw new CronSyntaxError('?只能用于日或周');
      if (type === DAY_OF_WEEK && !this.lastDayOfMonth) {
        const days = [...this.sets[DAY_OF_MONTH]];
        if (days.length === 0) throw new CronSyntaxError(ILLEGAL_FORMAT);
        if (Math.max(...days) === NO_SPEC) throw new CronSyntaxError('日和周只能指定其中一个，另一个须为?');
      }
      this.addToSet(NO_SPEC, -1, 0, type);
      return;
    }
    if (c === '*' || c === '/') {
      this.storeAllOrStep(s, type);
      return;
    }
    if (c === 'L') {
      this.storeLast(s, type);
      return;
    }
    if (isDigit(c)) {
      let value = Number(c);
      i += 1;
      if (i >= s.length) {
        this.addToSet(value, -1, -1, type);
        return;
      }
      if (isDigit(s[i])) {
        const read = this.readNumber(value, s, i);
        value = read.value;
        i = read.pos;
      }
      this.checkNext(i, s, value, type);
      return;
    }
    throw new CronSyntaxError(`无效字符：${c}`);
  }

  /** Month names (JAN-DEC, ranges) and day names (SUN-SAT, ranges, FRI#3, FRIL). */
  private storeNamed(s: string, type: number): void {
    let i = 0;
    const name = (at: number) => {
      if (at + 3 > s.length) throw new CronSyntaxError(ILLEGAL_FORMAT);
      return s.substring(at, at + 3);
    };
    let sub = name(i);
    let startValue: number;
    let endValue = -1;
    if (type === MONTH) {
      startValue = MONTH_NAMES.indexOf(sub) + 1;
      if (startValue <= 0) throw new CronSyntaxError(`无效的月份：${sub}`);
      if (s.length > i + 3 && s[i + 3] === '-') {
        i += 4;
        sub = name(i);
        endValue = MONTH_NAMES.indexOf(sub) + 1;
        if (endValue <= 0) throw new CronSyntaxError(`无效的月份：${sub}`);
      }
    } else if (type === DAY_OF_WEEK) {
      startValue = DAY_NAMES.indexOf(sub) + 1;
      if (startValue <= 0) throw new CronSyntaxError(`无效的星期：${sub}`);
      if (s.length > i + 3) {
        const next = s[i + 3];
        if (next === '-') {
          i += 4;
          sub = name(i);
          endValue = DAY_NAMES.indexOf(sub) + 1;
          if (endValue <= 0) throw new CronSyntaxError(`无效的星期：${sub}`);
        } else if (next === '#') {
          this.readNth(s.substring(i + 4));
        } else if (next === 'L') {
          this.lastDayOfWeek = true;
        }
      }
    } else {
      throw new CronSyntaxError(`此位置不允许字符：${sub}`);
    }
    this.addToSet(startValue, endValue, endValue !== -1 ? 1 : 0, type);
  }

  private storeAllOrStep(s: string, type: number): void {
    let i = 0;
    let c = s[i];
    if (c === '*' && i + 1 >= s.length) {
      this.addToSet(ALL_SPEC, -1, 0, type);
      return;
    }
    if (c === '/' && (i + 1 >= s.length || s[i + 1] === ' ' || s[i + 1] === '\t')) throw new CronSyntaxError('/后须为整数');
    if (c === '*') i += 1;
    c = charAt(s, i);
    let increment = 1;
    if (c === '/') {
      i += 1;
      if (i >= s.length) throw new CronSyntaxError('/后须为整数');
      increment = strictInt(s.substring(i));
      this.checkIncrementRange(increment, type);
    }
    this.addToSet(ALL_SPEC, -1, increment, type);
  }

  /** `L` in day-of-month (with `-n` and `W`) or day-of-week (Saturday). */
  private storeLast(s: string, type: number): void {
    let i = 1;
    if (type !== DAY_OF_MONTH && type !== DAY_OF_WEEK) throw new CronSyntaxError('L只能用于日或周');
    if (type === DAY_OF_WEEK) {
      this.addToSet(7, 7, 0, type);
      return;
    }
    this.lastDayOfMonth = true;
    if (s.length > i && s[i] === '-') {
      const read = this.readNumber(0, s, i + 1);
      this.lastDayOffset = read.value;
      if (this.lastDayOffset > 30) throw new CronSyntaxError('L-n的偏移量不能大于30');
      i = read.pos;
    }
    if (s.length > i && s[i] === 'W') this.nearestWeekday = true;
  }

  private readNth(text: string): void {
    let nth: number;
    try {
      nth = strictInt(text);
    } catch {
      throw new CronSyntaxError('#后须为1到5之间的数字');
    }
    if (nth < 1 || nth > 5) throw new CronSyntaxError('#后须为1到5之间的数字');
    this.nthDayOfWeek = nth;
  }

  /** Quartz's getValue: appends the digits from i to a leading digit already read. */
  private readNumber(leading: number, s: string, start: number): { value: number; pos: number } {
    let i = start;
    let c = charAt(s, i);
    let digits = String(leading);
    while (isDigit(c)) {
      digits += c;
      i += 1;
      if (i >= s.length) break;
      c = s[i];
    }
    return { value: Number.parseInt(digits, 10), pos: i < s.length ? i : i + 1 };
  }

  private checkNext(pos: number, s: string, value: number, type: number): void {
    let i = pos;
    if (i >= s.length) {
      this.addToSet(value, -1, -1, type);
      return;
    }
    const c = s[pos];
    if (c === 'L') {
      if (type !== DAY_OF_WEEK) throw new CronSyntaxError('L只能用于日或周');
      if (value < 1 || value > 7) throw new CronSyntaxError('周的值须在1-7之间');
      this.lastDayOfWeek = true;
      this.sets[type].add(value);
      return;
    }
    if (c === 'W') {
      if (type !== DAY_OF_MONTH) throw new CronSyntaxError('W只能用于日');
      if (value > 31) throw new CronSyntaxError('W前的日期不能大于31');
      this.nearestWeekday = true;
      this.sets[type].add(value);
      return;
    }
    if (c === '#') {
      if (type !== DAY_OF_WEEK) throw new CronSyntaxError('#只能用于周');
      this.readNth(s.substring(i + 1));
      this.sets[type].add(value);
      return;
    }
    if (c === '-') {
      i += 1;
      const first = digitAt(s, i);
      let end = first;
      i += 1;
      if (i >= s.length) {
        this.addToSet(value, end, 1, type);
        return;
      }
      if (isDigit(s[i])) {
        const read = this.readNumber(first, s, i);
        end = read.value;
        i = read.pos;
      }
      if (i < s.length && s[i] === '/') {
        i += 1;
        const stepFirst = digitAt(s, i);
        i += 1;
        const step = i < s.length && isDigit(s[i]) ? this.readNumber(stepFirst, s, i).value : stepFirst;
        this.addToSet(value, end, step, type);
        return;
      }
      this.addToSet(value, end, 1, type);
      return;
    }
    if (c === '/') {
      if (i + 1 >= s.length || s[i + 1] === ' ' || s[i + 1] === '\t') throw new CronSyntaxError('/后须为整数');
      i += 1;
      const stepFirst = digitAt(s, i);
      i += 1;
      if (i < s.length && !isDigit(s[i])) throw new CronSyntaxError(`/后有非法字符：${s[i]}`);
      const step = i < s.length ? this.readNumber(stepFirst, s, i).value : stepFirst;
      this.checkIncrementRange(step, type);
      this.addToSet(value, -1, step, type);
      return;
    }
    this.addToSet(value, -1, 0, type);
  }

  private checkIncrementRange(increment: number, type: number): void {
    const limit = INCREMENT_LIMITS[type];
    if (limit && increment > limit[0]) throw new CronSyntaxError(`${limit[1]}的间隔不能大于${limit[0]}`);
  }

  private checkBounds(value: number, end: number, type: number): void {
    const outside = (low: number, high: number) => value < low || value > high || end > high;
    if ((type === SECOND || type === MINUTE) && outside(0, 59) && value !== ALL_SPEC) throw new CronSyntaxError('秒和分的值须在0-59之间');
    if (type === HOUR && outside(0, 23) && value !== ALL_SPEC) throw new CronSyntaxError('时的值须在0-23之间');
    if (type === DAY_OF_MONTH && outside(1, 31) && value !== ALL_SPEC && value !== NO_SPEC) throw new CronSyntaxError('日的值须在1-31之间');
    if (type === MONTH && outside(1, 12) && value !== ALL_SPEC) throw new CronSyntaxError('月的值须在1-12之间');
    if (type === DAY_OF_WEEK && (value === 0 || value > 7 || end > 7) && value !== ALL_SPEC && value !== NO_SPEC) {
      throw new CronSyntaxError('周的值须在1-7之间');
    }
  }

  private addToSet(value: number, end: number, increment: number, type: number): void {
    this.checkBounds(value, end, type);
    const set = this.sets[type];
    if ((increment === 0 || increment === -1) && value !== ALL_SPEC) {
      set.add(value === -1 ? NO_SPEC : value);
      return;
    }
    let step = increment;
    if (value === ALL_SPEC && step <= 0) {
      step = 1;
      set.add(ALL_SPEC);
    }
    const [low, high] = this.fieldRange(type);
    const startAt = value === -1 || value === ALL_SPEC ? low : value;
    let stopAt = end === -1 ? high : end;
    let max = -1;
    if (stopAt < startAt) {
      if (type === YEAR) throw new CronSyntaxError('起始年份须小于结束年份');
      max = [60, 60, 24, 31, 12, 7][type];
      stopAt += max;
    }
    for (let i = startAt; i <= stopAt; i += step) {
      if (max === -1) {
        set.add(i);
        continue;
      }
      const wrapped = i % max;
      set.add(wrapped === 0 && (type === MONTH || type === DAY_OF_WEEK || type === DAY_OF_MONTH) ? max : wrapped);
    }
  }

  private fieldRange(type: number): [number, number] {
    return (
      [
        [0, 59],
        [0, 59],
        [0, 23],
        [1, 31],
        [1, 12],
        [1, 7],
        [1970, this.maxYear],
      ] as const
    )[type] as [number, number];
  }
}

/**
 * Parses a Quartz expression (`second minute hour day month week [year]`) into Quartz's own
 * model. Throws CronSyntaxError with a Chinese message when Quartz would refuse it. `now` fixes
 * Quartz's MAX_YEAR (the current year plus 100), beyond which no fire time is searched.
 */
export function parseCron(expression: string, now: Date = new Date()): CronSpec {
  return new QuartzParser(now.getFullYear() + 100).parse(expression);
}
