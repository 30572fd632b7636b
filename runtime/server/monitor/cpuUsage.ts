import os from 'node:os';

interface CpuTimes {
  idle: number;
  total: number;
}

function cpuTimes(): CpuTimes {
  return os.cpus().reduce(
    (sum, cpu) => {
      const { user, nice, sys, idle, irq } = cpu.times;
      return { idle: sum.idle + idle, total: sum.total + user + nice + sys + idle + irq };
    },
    { idle: 0, total: 0 },
  );
}

/**
 * Whole-machine CPU use between calls, 0–100: os.cpus() gives cumulative times only, so each
 * reading compares with the previous one (the first compares with the machine's boot).
 */
export class CpuUsage {
  #last = cpuTimes();
  #percent = 0;

  /** Takes a new reading and returns the use since the previous one. */
  sample(): number {
    const now = cpuTimes();
    const total = now.total - this.#last.total;
    if (total > 0) this.#percent = Math.round(((total - (now.idle - this.#last.idle)) / total) * 1000) / 10;
    this.#last = now;
    return this.#percent;
  }

  /** The use measured by the last reading. */
  get percent(): number {
    return this.#percent;
  }
}
