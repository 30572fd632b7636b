import { NO_SPEC, type CronSpec } from './cronSpec';
import { DAY_OF_MONTH, HOUR_OF_DAY, LenientCalendar, MINUTE, MONTH, SECOND, YEAR } from './lenientCalendar';

const SUNDAY = 1;
const SATURDAY = 7;

/** The first value of a sorted set that is at least `from` (Java's tailSet(from).first()). */
function firstFrom(values: number[], from: number): number | undefined {
  return values.find((value) => value >= from);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function lastDayOfMonth(month: number, year: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Quartz's setCalendarHour: an hour skipped by a daylight-saving change moves on by one. */
function setCalendarHour(calendar: LenientCalendar, hour: number): void {
  calendar.set(HOUR_OF_DAY, hour);
  if (calendar.get(HOUR_OF_DAY) !== hour && hour !== 24) calendar.set(HOUR_OF_DAY, hour + 1);
}

function startOfDay(calendar: LenientCalendar, day: number, month: number): void {
  calendar.set(SECOND, 0);
  calendar.set(MINUTE, 0);
  calendar.set(HOUR_OF_DAY, 0);
  calendar.set(DAY_OF_MONTH, day);
  calendar.set(MONTH, month);
}

/**
 * The `W` day: the weekday nearest to `day` of that month, never leaving the month; returns true
 * when that moment (at the time of day found so far) is already before `after`.
 */
function nearestWeekdayPassed(day: number, month: number, year: number, time: [number, number, number], after: number): { day: number; passed: boolean } {
  const probe = new LenientCalendar(0);
  probe.set(YEAR, year);
  startOfDay(probe, day, month - 1);
  const weekday = probe.dayOfWeek();
  const lastDay = lastDayOfMonth(month, year);
  let nearest = day;
  if (weekday === SATURDAY && day === 1) nearest += 2;
  else if (weekday === SATURDAY) nearest -= 1;
  else if (weekday === SUNDAY && day === lastDay) nearest -= 2;
  else if (weekday === SUNDAY) nearest += 1;
  const [second, minute, hour] = time;
  probe.set(SECOND, second);
  probe.set(MINUTE, minute);
  probe.set(HOUR_OF_DAY, hour);
  probe.set(DAY_OF_MONTH, nearest);
  probe.set(MONTH, month - 1);
  return { day: nearest, passed: probe.getTime() < after };
}

/**
 * The next fire time strictly after `after`, in whole seconds and the local time zone, or null
 * when there is none (years that never come, or past Quartz's MAX_YEAR). A step-by-step port of
 * Quartz 2.3 CronExpression.getTimeAfter, so both give the same answer for the same expression.
 */
export function nextFireTime(spec: CronSpec, after: Date): Date | null {
  const { second: seconds, minute: minutes, hour: hours, day: daysOfMonth, month: months, week: daysOfWeek, year: years } = spec.sets;
  const afterTime = after.getTime() + 1000;
  const cl = new LenientCalendar(Math.floor(afterTime / 1000) * 1000);

  for (;;) {
    if (cl.get(YEAR) > 2999) return null;

    let sec = cl.get(SECOND);
    let min = cl.get(MINUTE);
    const nextSecond = firstFrom(seconds, sec);
    if (nextSecond !== undefined) sec = nextSecond;
    else {
      sec = seconds[0];
      min += 1;
      cl.set(MINUTE, min);
    }
    cl.set(SECOND, sec);

    min = cl.get(MINUTE);
    let hr = cl.get(HOUR_OF_DAY);
    let t = -1;
    const nextMinute = firstFrom(minutes, min);
    if (nextMinute !== undefined) {
      t = min;
      min = nextMinute;
    } else {
      min = minutes[0];
      hr += 1;
    }
    if (min !== t) {
      cl.set(SECOND, 0);
      cl.set(MINUTE, min);
      setCalendarHour(cl, hr);
      continue;
    }
    cl.set(MINUTE, min);

    hr = cl.get(HOUR_OF_DAY);
    let day = cl.get(DAY_OF_MONTH);
    t = -1;
    const nextHour = firstFrom(hours, hr);
    if (nextHour !== undefined) {
      t = hr;
      hr = nextHour;
    } else {
      hr = hours[0];
      day += 1;
    }
    if (hr !== t) {
      cl.set(SECOND, 0);
      cl.set(MINUTE, 0);
      cl.set(DAY_OF_MONTH, day);
      setCalendarHour(cl, hr);
      continue;
    }
    cl.set(HOUR_OF_DAY, hr);

    day = cl.get(DAY_OF_MONTH);
    let mon = cl.get(MONTH) + 1;
    t = -1;
    let tmon = mon;

    const dayOfMonthSpecified = !daysOfMonth.includes(NO_SPEC);
    const dayOfWeekSpecified = !daysOfWeek.includes(NO_SPEC);
    if (dayOfMonthSpecified && !dayOfWeekSpecified) {
      const nextDay = firstFrom(daysOfMonth, day);
      if (spec.lastDayOfMonth) {
        t = day;
        day = lastDayOfMonth(mon, cl.get(YEAR)) - spec.lastDayOffset;
        if (!spec.nearestWeekday) {
          if (t > day) {
            mon += 1;
            if (mon > 12) {
              mon = 1;
              tmon = 3333;
              cl.addYears(1);
            }
            day = 1;
          }
        } else {
          const nearest = nearestWeekdayPassed(day, mon, cl.get(YEAR), [sec, min, hr], afterTime);
          day = nearest.day;
          if (nearest.passed) {
            day = 1;
            mon += 1;
          }
        }
      } else if (spec.nearestWeekday) {
        t = day;
        const nearest = nearestWeekdayPassed(daysOfMonth[0], mon, cl.get(YEAR), [sec, min, hr], afterTime);
        day = nearest.day;
        if (nearest.passed) {
          day = daysOfMonth[0];
          mon += 1;
        }
      } else if (nextDay !== undefined) {
        t = day;
        day = nextDay;
        if (day > lastDayOfMonth(mon, cl.get(YEAR))) {
          day = daysOfMonth[0];
          mon += 1;
        }
      } else {
        day = daysOfMonth[0];
        mon += 1;
      }
      if (day !== t || mon !== tmon) {
        startOfDay(cl, day, mon - 1);
        continue;
      }
    } else if (dayOfWeekSpecified && !dayOfMonthSpecified) {
      const currentDow = cl.dayOfWeek();
      if (spec.lastDayOfWeek) {
        const dow = daysOfWeek[0];
        let daysToAdd = currentDow < dow ? dow - currentDow : currentDow > dow ? dow + (7 - currentDow) : 0;
        const lastDay = lastDayOfMonth(mon, cl.get(YEAR));
        if (day + daysToAdd > lastDay) {
          startOfDay(cl, 1, mon);
          continue;
        }
        while (day + daysToAdd + 7 <= lastDay) daysToAdd += 7;
        day += daysToAdd;
        if (daysToAdd > 0) {
          startOfDay(cl, day, mon - 1);
          continue;
        }
      } else if (spec.nthDayOfWeek !== 0) {
        const dow = daysOfWeek[0];
        let daysToAdd = currentDow < dow ? dow - currentDow : currentDow > dow ? dow + (7 - currentDow) : 0;
        const dayShifted = daysToAdd > 0;
        day += daysToAdd;
        let weekOfMonth = Math.floor(day / 7);
        if (day % 7 > 0) weekOfMonth += 1;
        daysToAdd = (spec.nthDayOfWeek - weekOfMonth) * 7;
        day += daysToAdd;
        if (daysToAdd < 0 || day > lastDayOfMonth(mon, cl.get(YEAR))) {
          startOfDay(cl, 1, mon);
          continue;
        } else if (daysToAdd > 0 || dayShifted) {
          startOfDay(cl, day, mon - 1);
          continue;
        }
      } else {
        const dow = firstFrom(daysOfWeek, currentDow) ?? daysOfWeek[0];
        const daysToAdd = currentDow < dow ? dow - currentDow : currentDow > dow ? dow + (7 - currentDow) : 0;
        const lastDay = lastDayOfMonth(mon, cl.get(YEAR));
        if (day + daysToAdd > lastDay) {
          startOfDay(cl, 1, mon);
          continue;
        } else if (daysToAdd > 0) {
          startOfDay(cl, day + daysToAdd, mon - 1);
          continue;
        }
      }
    } else {
      return null;
    }
    cl.set(DAY_OF_MONTH, day);

    mon = cl.get(MONTH) + 1;
    let year = cl.get(YEAR);
    t = -1;
    if (year > spec.maxYear) return null;

    const nextMonth = firstFrom(months, mon);
    if (nextMonth !== undefined) {
      t = mon;
      mon = nextMonth;
    } else {
      mon = months[0];
      year += 1;
    }
    if (mon !== t) {
      startOfDay(cl, 1, mon - 1);
      cl.set(YEAR, year);
      continue;
    }
    cl.set(MONTH, mon - 1);

    year = cl.get(YEAR);
    const nextYear = firstFrom(years, year);
    if (nextYear === undefined) return null;
    t = year;
    year = nextYear;
    if (year !== t) {
      startOfDay(cl, 1, 0);
      cl.set(YEAR, year);
      continue;
    }
    cl.set(YEAR, year);
    return new Date(cl.getTime());
  }
}
