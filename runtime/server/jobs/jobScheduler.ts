import { hostname } from 'node:os';
import { nextFireTime } from '../../core/cron/nextFireTime';
import { parseCron } from '../../core/cron/parseCron';
import { newId } from '../db/ids';
import type { JobContext, JobHandler } from './jobHandler';
import type { AbandonedRun, JobLease, JobRow, JobTrigger } from './jobLease';
import { writeRunLog } from './jobRunLog';

/** How often the scheduler looks again when no fire is nearer: bounds how late another process's edits are seen. */
const POLL_MS = 2000;
/** A lease lasts this long unless configured (JOB_LEASE_SECONDS) and is renewed at a third of it while the job runs. */
export const LEASE_SECONDS = 60;

export const JOB_RUNNING_MESSAGE = '任务正在执行中，请稍后再试';

export interface JobSchedulerOptions {
  lease: JobLease;
  handlers: ReadonlyMap<string, JobHandler>;
  /** Everything a handler gets besides its parameter and start time. */
  context: Omit<JobContext, 'parameter' | 'now'>;
  /** Where scheduler failures go (a failed tick must not stop the scheduler). */
  warn(message: string): void;
}

/** The next fire of `cron` strictly after `after`, in epoch ms; null when it never fires again or is not a valid expression. */
export function nextFireAt(cron: string, after: Date): number | null {
  try {
    return nextFireTime(parseCron(cron, after), after)?.getTime() ?? null;
  } catch {
    return null;
  }
}

/** This process's name in the lease table: host, pid and a random part (two apps in one process differ). */
export function processOwner(): string {
  return `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
}

/**
 * Runs the enabled 定时任务 on the cron engine of runtime/core with Quartz semantics: a fire
 * missed while the job was still running or the server was down runs once, then the schedule
 * goes on from now (Quartz's smart misfire policy for cron triggers). Every fire is claimed
 * through the database lease, so with several server processes each fire runs exactly once
 * and a job never runs twice at the same time. A run whose process died (its lease ran out
 * unrenewed) is run again by another process, logged with the process it took over from.
 */
export class JobScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private ticking: Promise<void> | undefined;
  /** A wake() came while a tick was running: look again right after it. */
  private wokenDuringTick = false;
  private readonly runs = new Set<Promise<void>>();

  constructor(private readonly options: JobSchedulerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.wake();
  }

  /** Stops scheduling and waits for the tick and the runs in progress. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.ticking;
    await Promise.all([...this.runs]);
  }

  /** Looks at the jobs now instead of at the next planned moment (after an edit in this process). */
  wake(): void {
    if (!this.running) return;
    if (this.ticking) {
      this.wokenDuringTick = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  /**
   * 立即执行: runs a job once now, whatever its status, under the same lease as scheduled runs.
   * Resolves once the run has started; false when another run of it holds the lease.
   */
  async runNow(job: JobRow): Promise<boolean> {
    if (!(await this.options.lease.claimNow(job.id))) return false;
    this.track(this.execute(job, 'manual', null));
    return true;
  }

  /** Runs again the runs whose holders died; a job deleted meanwhile is only let go. */
  private async takeOverAbandoned(): Promise<void> {
    const { lease } = this.options;
    for (const run of await lease.claimAbandoned()) {
      const job = await lease.job(run.jobId);
      if (job) this.track(this.execute(job, run.trigger, run.fireAt === null ? null : new Date(run.fireAt), run));
      else await lease.release(run.jobId);
    }
  }

  private async tick(): Promise<void> {
    if (!this.running || this.ticking) return;
    let wait = POLL_MS;
    this.wokenDuringTick = false;
    this.ticking = this.fireDueJobs()
      .then((nearest) => {
        if (nearest !== null) wait = Math.min(wait, Math.max(nearest - Date.now(), 0));
      })
      .catch((error: unknown) => this.options.warn(`定时任务调度失败：${(error as Error).message}`));
    await this.ticking;
    this.ticking = undefined;
    if (this.wokenDuringTick) wait = 0;
    if (this.running) this.timer = setTimeout(() => void this.tick(), wait);
  }

  /** Schedules new or changed jobs, claims and starts the due ones; resolves with the nearest next fire (ms) or null. */
  private async fireDueJobs(): Promise<number | null> {
    const { lease } = this.options;
    await this.takeOverAbandoned();
    let nearest: number | null = null;
    for (const job of await lease.enabledJobs()) {
      const now = new Date();
      let next = job.nextFireAt;
      if (job.scheduledCron !== job.cronExpression) {
        next = nextFireAt(job.cronExpression, now);
        await lease.schedule(job.id, job.cronExpression, next);
      } else if (next !== null && next <= now.getTime()) {
        const following = nextFireAt(job.cronExpression, now);
        if (await lease.claimFire(job, next, following)) this.track(this.execute(job, 'schedule', new Date(next)));
        next = following;
      }
      if (next !== null && (nearest === null || next < nearest)) nearest = next;
    }
    return nearest;
  }

  private track(run: Promise<void>): void {
    this.runs.add(run);
    void run.finally(() => this.runs.delete(run));
  }

  /** Runs a claimed job, renewing its lease meanwhile (the heartbeat that keeps others from taking it over), logs the outcome and gives the lease back. */
  private async execute(job: JobRow, trigger: JobTrigger, fireTime: Date | null, takenOver?: AbandonedRun): Promise<void> {
    const { lease, handlers, context, warn } = this.options;
    const heartbeat = async () => {
      if (!(await lease.renew(job.id))) warn(`定时任务租约已失效，可能由其他节点重跑：${job.jobClassName}`);
    };
    const renewal = setInterval(() => void heartbeat().catch(() => {}), (lease.seconds * 1000) / 3);
    const startedAt = new Date();
    let succeeded = false;
    let message: string;
    try {
      const handler = handlers.get(job.jobClassName);
      if (!handler) throw new Error(`未找到任务处理器：${job.jobClassName}`);
      message = await handler.run({ ...context, parameter: job.parameter, now: startedAt });
      succeeded = true;
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    } finally {
      clearInterval(renewal);
    }
    try {
      await writeRunLog(context.db, {
        jobId: job.id,
        jobClassName: job.jobClassName,
        trigger,
        fireTime,
        startedAt,
        endedAt: new Date(),
        succeeded,
        message,
        runner: lease.owner,
        takenOverFrom: takenOver?.takenFrom,
      });
    } catch (error) {
      warn(`定时任务执行日志写入失败：${(error as Error).message}`);
    } finally {
      await lease.release(job.id).catch((error: unknown) => warn(`定时任务租约释放失败：${(error as Error).message}`));
    }
  }
}
