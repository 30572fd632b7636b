import type { FastifyInstance } from 'fastify';
import { formatIssue } from '../lint/lintIssue';
import { lintProject } from '../lint/lintProject';
import { buildApp, type BuildAppOptions } from '../app';
import { createDatabase, type Database } from '../db/database';
import { applyDictSeedEdits } from '../dict/applyDictSeedEdits';
import { loadScreenRegistry } from './screenRegistry';

/** How a reload went: `problems` are lint lines (`file:line:col pointer: message`) or the refusal. */
export interface ReloadOutcome {
  ok: boolean;
  problems: string[];
  /** Codes of the dictionaries whose seed file edits reached the database (their cached items are stale). */
  dicts: string[];
}

export interface ReloadingServerOptions extends Omit<BuildAppOptions, 'database'> {
  rootDir: string;
  port: number;
  host: string;
}

/**
 * The server of `npm run dev`: one database for its whole life, and an app rebuilt from the
 * screen files on every `reloadScreens()`. A new app (new routes, migrated tables, re-seeded
 * permissions) replaces the old one only when the files lint clean and the build succeeds;
 * otherwise the last good app keeps serving and the problems are returned.
 */
export class ReloadingServer {
  private queue: Promise<unknown> = Promise.resolve();
  /** The reload waiting for the running one: later saves join it, as it reads the files only when it starts. */
  private waiting: Promise<ReloadOutcome> | null = null;

  private constructor(
    private readonly options: ReloadingServerOptions,
    private readonly database: Database,
    private app: FastifyInstance,
  ) {}

  static async start(options: ReloadingServerOptions): Promise<ReloadingServer> {
    const database = await createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    try {
      const app = await buildApp({ ...options, database });
      await app.listen({ port: options.port, host: options.host });
      return new ReloadingServer(options, database, app);
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  get current(): FastifyInstance {
    return this.app;
  }

  /**
   * Re-reads the screen files and swaps in a new app; reloads run one at a time, in order, and the
   * saves made while one runs share the single reload after it (each save need not wait for its own).
   */
  reloadScreens(): Promise<ReloadOutcome> {
    if (this.waiting) return this.waiting;
    const next = this.queue.then(() => {
      this.waiting = null;
      return this.reloadNow();
    });
    this.waiting = next;
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async reloadNow(): Promise<ReloadOutcome> {
    const problems = lintProject(this.options.rootDir).map(formatIssue);
    if (problems.length > 0) return { ok: false, problems, dicts: [] };
    let fresh: FastifyInstance;
    let dicts: string[];
    try {
      // Before the build, so the new app's dictionary cache starts from the edited items.
      const files = await loadScreenRegistry(this.options.rootDir);
      dicts = await applyDictSeedEdits(this.database.db, this.app.screens.dictSeeds, files.dictSeeds);
      fresh = await buildApp({ ...this.options, database: this.database });
    } catch (error) {
      return { ok: false, problems: [error instanceof Error ? error.message : String(error)], dicts: [] };
    }
    // Built and ready before the old one stops: the port is unanswered only between close and listen.
    await this.app.close();
    this.app = fresh;
    await fresh.listen({ port: this.options.port, host: this.options.host });
    return { ok: true, problems: [], dicts };
  }

  async close(): Promise<void> {
    await this.queue;
    await this.app.close();
    await this.database.close();
  }
}
