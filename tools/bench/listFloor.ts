/**
 * The first-load bench's baseline: tests/perf/listFloor.bench.tsx (the roster as a bare antd page)
 * bundled and served on 127.0.0.1, its /api/ calls passed on to the product's server with the
 * session headers they carry, so the bare page makes the product's own list call on the same data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import type { ListRequest } from '../../tests/perf/listFloor.bench';
import { bundleBenchPage, serveBenchPage } from './benchPage';
import { clickToRows, untilQuiet, type OpenFigures } from './clickToRows';

/** The headers of the product's calls that make it the same call: the session, project and tenant. */
const SESSION_HEADERS = ['x-access-token', 'projectid', 'tenant-id'];

export interface ListFloor {
  url: string;
  stop: () => Promise<void>;
}

function sessionHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of SESSION_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** The list call the product's page made, to be made again by the bare page (path, query and session headers). */
export function listRequestOf(request: Request): ListRequest {
  const url = new URL(request.url());
  return { url: `${url.pathname}${url.search}`, headers: sessionHeaders(request.headers()) };
}

async function passOn(productUrl: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const answer = await fetch(new URL(request.url ?? '/', productUrl), { headers: sessionHeaders(request.headers) });
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/** Bundles the bare page and serves it, passing /api/ on to `productUrl`. */
export async function startListFloor(productUrl: string): Promise<ListFloor> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'list-floor-'));
  await bundleBenchPage('tests/perf/listFloor.bench.tsx', outDir);
  const page = await serveBenchPage(outDir, (request, response) => {
    passOn(productUrl, request, response).catch(() => response.writeHead(502).end());
  });
  return {
    url: page.url,
    stop: async () => {
      await page.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export interface FloorFigures {
  /** The bare roster page: its click to the first row, and its list call. */
  roster: OpenFigures;
  /** The roster's table alone over the same rows, already in memory: its click to the first row. */
  tableMs: number;
  /** The plainest antd table (text columns only) of the same rows in memory: its click to the first row. */
  plainTableMs: number;
}

/** One cold visit of the bare page in its own browser context: first its two tables over rows in memory, then its roster. */
export async function measureListFloor(browser: Browser, floor: ListFloor, request: ListRequest): Promise<FloorFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error (bare antd page):', error.message));
    await page.addInitScript((listRequest) => (window.listRequest = listRequest), request);
    await page.goto(floor.url);
    await page.waitForFunction(() => window.listFloorReady === true);
    await untilQuiet(page);
    const tableInMemory = async (shown: 'roster' | 'plain') => {
      const figures = await clickToRows(page, { scope: `.list-floor-${shown}`, needs: ['.ant-table-row'] }, () =>
        page.locator(shown === 'roster' ? '.list-floor-table-open' : '.list-floor-plain-open').click(),
      );
      await untilQuiet(page);
      return figures.openMs;
    };
    const tableMs = await tableInMemory('roster');
    const plainTableMs = await tableInMemory('plain');
    const listPath = new URL(request.url, floor.url).pathname;
    const roster = await clickToRows(page, { scope: '.list-floor-opened', needs: ['.screen-query-form', '.ant-table-row'], listPath }, () =>
      page.locator('.list-floor-open').click(),
    );
    return { roster, tableMs, plainTableMs };
  } finally {
    await context.close();
  }
}
