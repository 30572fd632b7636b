import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';

/** How far one import has got: rows read from the file so far, and the share of the file read (0–1). */
export interface ImportProgress {
  rows: number;
  fraction: number;
  finished: boolean;
}

/** A key the browser makes for one import (`progressKey` of the import request): letters, digits, `-` and `_`. */
const PROGRESS_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** A finished import's figure stays readable this long, so the last poll still sees 100 %. */
const KEEP_FINISHED_MS = 60_000;

const NOT_STARTED: ImportProgress = { rows: 0, fraction: 0, finished: false };

/**
 * The progress of running imports, by user and the browser's key. It lives in this process: the
 * browser polls the server that runs its import (behind a load balancer, with sticky sessions).
 */
export class ImportProgressBoard {
  private readonly entries = new Map<string, ImportProgress>();

  /** The reporter of one import, or null when the request named no usable key. */
  reporter(userId: string, key: unknown): ((progress: Omit<ImportProgress, 'finished'>) => void) | null {
    if (typeof key !== 'string' || !PROGRESS_KEY.test(key)) return null;
    const entry = `${userId}:${key}`;
    this.entries.set(entry, NOT_STARTED);
    return (progress) => this.entries.set(entry, { ...progress, finished: false });
  }

  /** Marks the import done (also when it failed: the answer of the import says how). */
  finish(userId: string, key: unknown): void {
    if (typeof key !== 'string' || !PROGRESS_KEY.test(key)) return;
    const entry = `${userId}:${key}`;
    const last = this.entries.get(entry) ?? NOT_STARTED;
    this.entries.set(entry, { ...last, fraction: 1, finished: true });
    setTimeout(() => this.entries.delete(entry), KEEP_FINISHED_MS).unref();
  }

  read(userId: string, key: string): ImportProgress {
    return this.entries.get(`${userId}:${key}`) ?? NOT_STARTED;
  }
}

/**
 * `GET /api/excel/importProgress/:key`: the caller's own import under that key (nothing before it
 * starts). Another user's key reads as not started: keys are scoped by user.
 */
export function registerImportProgressRoute(app: FastifyInstance, board: ImportProgressBoard): void {
  app.get<{ Params: { key: string } }>('/api/excel/importProgress/:key', { config: { authenticated: true } }, async (request) =>
    ok(board.read(requireAuth(request).userId, request.params.key)),
  );
}
