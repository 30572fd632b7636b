import { describe, expect, it } from 'vitest';
import { frameWork, type TraceEvent } from './frameWork';

const MAIN = { pid: 1, tid: 1 };
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'I', ts, ...MAIN });
const frame = (ts: number): TraceEvent => ({ name: 'BeginMainThreadFrame', ph: 'I', ts, ...MAIN });
const task = (ts: number, dur: number, tdur = dur, thread = MAIN): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, tdur, ...thread });

describe('main-thread work per frame from a trace', () => {
  it('adds the part of each main-thread task inside each frame of the marked scroll, CPU time in proportion', () => {
    const events = [
      task(0, 50_000),
      mark('scroll:t:start', 100_000),
      frame(110_000),
      task(111_000, 4_000, 2_000),
      task(124_000, 4_000),
      frame(126_000),
      task(127_000, 3_000, 3_000, { pid: 2, tid: 9 }),
      frame(142_000),
      mark('scroll:t:end', 150_000),
    ];
    expect(frameWork(events, 't')).toEqual([
      { wallMs: 6, cpuMs: 4 },
      { wallMs: 2, cpuMs: 2 },
    ]);
  });

  it('says so when the scroll was not marked', () => {
    expect(() => frameWork([frame(1)], 'missing')).toThrow('the trace has no marks of the missing scroll');
  });
});
