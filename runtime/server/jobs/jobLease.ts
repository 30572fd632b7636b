import { sql, type Kysely } from 'kysely';
import type { AppDb, DB } from '../db/dbTypes';

// Type aliases, not interfaces: Kysely's withTables needs index-compatible object types.
type JobTables = {
  sys_quartz_job: { id: string; job_class_name: string; cron_expression: string; parameter: string | null; status: string };
  sys_quartz_job_lease: {
    job_id: string;
    cron_expression: string | null;
    next_fire_at: string | number | null;
    lease_owner: string | null;
    lease_until: Date | null;
    run_trigger: string | null;
    run_fire_at: string | number | null;
    run_taken_from: string | null;
  };
};

type JobDb = Kysely<DB & JobTables>;

const jobDb = (db: AppDb): JobDb => db.withTables<JobTables>();

/** Quartz status of a running job (dictionary quartz_status: 0 正常, -1 停止). */
export const JOB_STATUS = { running: '0', stopped: '-1' } as const;

/** An enabled job with its schedule as stored in the lease table (null schedule: not computed yet). */
export interface ScheduledJob {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string;
  scheduledCron: string | null;
  nextFireAt: number | null;
}

export interface JobRow {
  id: string;
  jobClassName: string;
  parameter: string;
}

/** How a run was asked for: a scheduled fire or 立即执行. */
export type JobTrigger = 'schedule' | 'manual';

/** A run whose holder stopped renewing its lease (the process died), now claimed by this process. */
export interface AbandonedRun {
  jobId: string;
  trigger: JobTrigger;
  /** The scheduled fire it served; null for 立即执行. */
  fireAt: number | null;
  /** The process that held it. */
  takenFrom: string;
}

/** `now() + n seconds` on the database clock, the one clock every process shares. */
const leaseUntil = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;
/** No run holds the job: a lease that ran out while its run was recorded is an abandoned run, taken over first. */
const leaseFree = sql<boolean>`(lease_owner is null)`;
const leaseLapsed = sql<boolean>`(lease_owner is not null and lease_until < now())`;
/** The lease columns cleared when a run ends. */
const NO_RUN = { lease_owner: null, lease_until: null, run_trigger: null, run_fire_at: null, run_taken_from: null } as const;

/**
 * The database side of the scheduler: schedules and leases in `sys_quartz_job_lease`. Every
 * change that decides who runs a job is one conditional UPDATE, so of several processes
 * exactly one wins, on PGlite and PostgreSQL alike.
 */
export class JobLease {
  constructor(
    private readonly db: AppDb,
    /** This process's name in `lease_owner`. */
    readonly owner: string,
    /** How long a lease lasts unless renewed (the scheduler renews it at a third of this). */
    readonly seconds: number,
  ) {}

  /** Enabled jobs (status 正常) with their stored schedule. */
  async enabledJobs(): Promise<ScheduledJob[]> {
    const rows = await jobDb(this.db)
      .selectFrom('sys_quartz_job as job')
      .leftJoin('sys_quartz_job_lease as lease', 'lease.job_id', 'job.id')
      .select(['job.id', 'job.job_class_name', 'job.cron_expression', 'job.parameter', 'lease.cron_expression as scheduled_cron', 'lease.next_fire_at'])
      .where('job.status', '=', JOB_STATUS.running)
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      jobClassName: String(row.job_class_name),
      cronExpression: String(row.cron_expression),
      parameter: row.parameter === null ? '' : String(row.parameter),
      scheduledCron: row.scheduled_cron === null ? null : String(row.scheduled_cron),
      nextFireAt: row.next_fire_at === null ? null : Number(row.next_fire_at),
    }));
  }

  /** One job by id (any status), or undefined. */
  async job(id: string): Promise<JobRow | undefined> {
    const row = await jobDb(this.db).selectFrom('sys_quartz_job').select(['id', 'job_class_name', 'parameter']).where('id', '=', id).executeTakeFirst();
    return row && { id: row.id, jobClassName: row.job_class_name, parameter: row.parameter ?? '' };
  }

  /** Stores the schedule computed from `cron`, unless another process already stored one for that expression. */
  async schedule(jobId: string, cron: string, nextFireAt: number | null): Promise<void> {
    await jobDb(this.db)
      .insertInto('sys_quartz_job_lease')
      .values({ job_id: jobId, cron_expression: cron, next_fire_at: nextFireAt })
      .onConflict((conflict) =>
        conflict
          .column('job_id')
          .doUpdateSet({ cron_expression: cron, next_fire_at: nextFireAt })
          .where('sys_quartz_job_lease.cron_expression', 'is distinct from', cron),
      )
      .execute();
  }

  /** Forgets the schedules of these jobs, so they are computed again from now (启动, 停止, edits). */
  async unschedule(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await jobDb(this.db).updateTable('sys_quartz_job_lease').set({ cron_expression: null }).where('job_id', 'in', jobIds).execute();
  }

  /** Removes the schedule rows of deleted jobs. */
  async remove(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await jobDb(this.db).deleteFrom('sys_quartz_job_lease').where('job_id', 'in', jobIds).execute();
  }

  /**
   * Claims the fire due at `due` for this process: moves the schedule on to `next` and takes the
   * lease, only if the schedule is still `due` for `cron`, the job is still enabled and no other
   * run holds the lease. True when this process won.
   */
  async claimFire(job: ScheduledJob, due: number, next: number | null): Promise<boolean> {
    const claimed = await jobDb(this.db)
      .updateTable('sys_quartz_job_lease')
      .set({ next_fire_at: next, lease_owner: this.owner, lease_until: leaseUntil(this.seconds), run_trigger: 'schedule', run_fire_at: String(due) })
      .where('job_id', '=', job.id)
      .where('next_fire_at', '=', String(due))
      .where('cron_expression', '=', job.cronExpression)
      .where(leaseFree)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('sys_quartz_job')
            .select('sys_quartz_job.id')
            .whereRef('sys_quartz_job.id', '=', 'sys_quartz_job_lease.job_id')
            .where('sys_quartz_job.status', '=', JOB_STATUS.running)
            .where('sys_quartz_job.cron_expression', '=', job.cronExpression),
        ),
      )
      .returning('job_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /** Takes the lease for a run now (立即执行), keeping the schedule; false while another run holds it. */
  async claimNow(jobId: string): Promise<boolean> {
    await jobDb(this.db)
      .insertInto('sys_quartz_job_lease')
      .values({ job_id: jobId })
      .onConflict((conflict) => conflict.column('job_id').doNothing())
      .execute();
    const claimed = await jobDb(this.db)
      .updateTable('sys_quartz_job_lease')
      .set({ lease_owner: this.owner, lease_until: leaseUntil(this.seconds), run_trigger: 'manual', run_fire_at: null })
      .where('job_id', '=', jobId)
      .where(leaseFree)
      .returning('job_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  /**
   * Claims every run whose holder let its lease run out (it died mid-run: a live holder renews),
   * keeping the run's trigger and fire so it is run again as the same run. One conditional
   * UPDATE: of several processes exactly one takes each.
   */
  async claimAbandoned(): Promise<AbandonedRun[]> {
    const rows = await jobDb(this.db)
      .updateTable('sys_quartz_job_lease')
      // SET reads the row as it was: run_taken_from keeps the holder being replaced.
      .set({ run_taken_from: sql<string>`lease_owner`, lease_owner: this.owner, lease_until: leaseUntil(this.seconds) })
      .where(leaseLapsed)
      .returning(['job_id', 'run_trigger', 'run_fire_at', 'run_taken_from'])
      .execute();
    return rows.map((row) => ({
      jobId: row.job_id,
      trigger: row.run_trigger === 'manual' ? 'manual' : 'schedule',
      fireAt: row.run_fire_at === null ? null : Number(row.run_fire_at),
      takenFrom: String(row.run_taken_from),
    }));
  }

  /** Extends this process's lease of a job that is still running; false when it no longer holds it. */
  async renew(jobId: string): Promise<boolean> {
    const renewed = await jobDb(this.db)
      .updateTable('sys_quartz_job_lease')
      .set({ lease_until: leaseUntil(this.seconds) })
      .where('job_id', '=', jobId)
      .where('lease_owner', '=', this.owner)
      .returning('job_id')
      .executeTakeFirst();
    return renewed !== undefined;
  }

  /** Gives the lease back after a run. */
  async release(jobId: string): Promise<void> {
    await jobDb(this.db).updateTable('sys_quartz_job_lease').set(NO_RUN).where('job_id', '=', jobId).where('lease_owner', '=', this.owner).execute();
  }
}
