import type { FastifyInstance } from 'fastify';

/** Cleanup a server process repeats on its own (temporary upload files, unfinished imports). */
export interface Housekeeping {
  /** Chinese name for the warning logged when a run fails. */
  title: string;
  everyMs: number;
  /** Also run once as soon as the app is ready, without the start waiting for it (cleanup a restart owes). */
  atReady?: boolean;
  run(): Promise<void>;
}

/**
 * Runs `task` every `everyMs` from the moment the app is ready until it closes, in every server
 * process. Not a 定时任务: those run only once an administrator has created one, and this cleanup
 * must happen on every installation; each task is safe to run in several processes at once, so
 * it needs no lease. A run still going when the next is due is not doubled, and closing waits for it.
 */
export function repeatWhileOpen(app: FastifyInstance, task: Housekeeping): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= task
      .run()
      .catch((error: unknown) => app.log.warn(`${task.title}失败：${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (task.atReady) runOnce();
    timer = setInterval(runOnce, task.everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
