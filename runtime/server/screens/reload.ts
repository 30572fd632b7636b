import type { FastifyInstance } from 'fastify';
import { formatIssue } from '../lint/lintIssue';
import { lintProject } from '../lint/lintProject';
import { buildApp, type BuildAppOptions } from '../app';
import { createDatabase, type Database } from '../db/database';

/** How a reload went: `problems` are lint lines (`file:line:col pointer: message`) or the refusal. */
export interface ReloadOutcome {
  ok: boolean;
  problems: string[];
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

  /** Re-reads the screen files and swaps in a new app; reloads run one at a time, in order. */
  reloadScreens(): Promise<ReloadOutcome> {
    const next = this.queue.then(() => this.reloadNow());
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async reloadNow(): Promise<ReloadOutcome> {
    const problems = lintProject(this.options.rootDir).map(formatIssue);
    if (problems.length > 0) return { ok: false, problems };
    let fresh: FastifyInstance;
    try {
      fresh = await buildApp({ ...this.options, database: this.database });
    } catch (error) {
      return { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
    }
    // Built and ready before the old one stops: the port is unanswered only between close and listen.
    await this.app.close();
    this.app = fresh;
    await fresh.listen({ port: this.options.port, host: this.options.host });
    return { ok: true, problems: [] };
  }

  async close(): Promise<void> {
    await this.queue;
    await this.app.close();
    await this.database.close();
  }
}
