import { createHash } from 'node:crypto';
import { isoWeekday } from '../../jobs/handlers/attendanceSummary';
import { createRandom, type Random } from '../../seed/random';

/**
 * A plausible day at the gate for one worker: when they come in, go out for lunch, come back and
 * leave. The same worker and day always give the same passes, so the demo seed (past days) and
 * the gate simulator (today, as the clock reaches each pass) agree, and a simulator that starts
 * again only resends passes the ingestion already holds.
 */

/** The hours a site keeps (from 考勤设置). */
export interface SiteHours {
  /** `HH:mm:ss`. */
  workStart: string;
  workEnd: string;
  /** ISO weekdays off (7 = Sunday). */
  restDays: readonly number[];
}

/** One planned pass: `YYYY-MM-DD HH:mm:ss` and the direction. */
export interface PlannedPass {
  time: string;
  direction: 'in' | 'out';
}

/** How often a worker's day goes each way (the rest are ordinary days). */
const ODDS = {
  /** Stays away without leave on a workday (缺勤). */
  absent: 0.015,
  /** Comes in more than the threshold late (迟到). */
  late: 0.04,
  /** Leaves more than the threshold early (早退). */
  early: 0.015,
  /** Walks out beside the gate and has no exit pass (缺卡). */
  noExit: 0.01,
  /** Comes in on a rest day (休息日出勤; concrete pours do not wait for Monday). */
  restDayWork: 0.3,
  /** Goes out for lunch rather than eating in the site canteen. */
  lunchOut: 0.15,
} as const;

const pad = (value: number) => String(value).padStart(2, '0');

function secondsOf(time: string): number {
  const [hours, minutes, seconds = '0'] = time.split(':');
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function at(date: string, seconds: number): string {
  const whole = Math.max(0, Math.min(24 * 3600 - 1, Math.round(seconds)));
  return `${date} ${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** A random source fixed by the worker and the day. */
function randomOf(personKey: string, date: string): Random {
  return createRandom(createHash('sha1').update(`${personKey}|${date}`).digest().readUInt32LE(0));
}

/** Seconds within [from, to] minutes of a base time. */
const around = (random: Random, base: number, from: number, to: number) => base + random.int(from * 60, to * 60);

/**
 * The passes of a worker (`personKey`: the ID card number) on a day: none when absent or resting,
 * else an entry and (mostly) an exit, with a lunch break out and back for some.
 */
export function plannedPasses(personKey: string, date: string, hours: SiteHours): PlannedPass[] {
  const random = randomOf(personKey, date);
  const start = secondsOf(hours.workStart);
  const end = secondsOf(hours.workEnd);
  if (hours.restDays.includes(isoWeekday(date))) {
    if (!random.chance(ODDS.restDayWork)) return [];
    return [
      { time: at(date, around(random, start, 30, 70)), direction: 'in' },
      { time: at(date, around(random, end, -150, -60)), direction: 'out' },
    ];
  }
  const roll = random.next();
  if (roll < ODDS.absent) return [];
  const late = roll < ODDS.absent + ODDS.late;
  const early = !late && roll < ODDS.absent + ODDS.late + ODDS.early;
  const noExit = !late && !early && roll < ODDS.absent + ODDS.late + ODDS.early + ODDS.noExit;
  const passes: PlannedPass[] = [{ time: at(date, late ? around(random, start, 12, 50) : around(random, start, -40, 8)), direction: 'in' }];
  if (random.chance(ODDS.lunchOut)) {
    passes.push({ time: at(date, around(random, secondsOf('11:50:00'), 0, 20)), direction: 'out' });
    passes.push({ time: at(date, around(random, secondsOf('12:40:00'), 0, 25)), direction: 'in' });
  }
  if (!noExit) passes.push({ time: at(date, early ? around(random, end, -90, -15) : around(random, end, 0, 55)), direction: 'out' });
  return passes;
}
