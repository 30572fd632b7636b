import type { Page } from 'playwright-core';

export interface OpenFigures {
  /** From the click event to the first table row (with the query form) in the DOM. */
  openMs: number;
  /** The list call's fetch in the same page, from request to response end. */
  listMs: number;
}

/**
 * Clicks through `click` and times, inside the page (so the automation's own latency is not in it),
 * the click event to the first `.ant-table-row` beside a `.screen-query-form` inside the element
 * `scope` selects (the opened page: tables elsewhere, a dashboard's, have rows already), and the
 * first call to `listPath` made after the click.
 */
export async function clickToRows(page: Page, listPath: string, scope: string, click: () => Promise<void>): Promise<OpenFigures> {
  const opened = page.evaluate(
    ([path, scopeSelector]) =>
      new Promise<OpenFigures>((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
        // No named function in here: tsx would wrap it in a helper the page does not have.
        const rows = new MutationObserver(() => {
          const list = clickedAt
            ? (performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path && entry.startTime >= clickedAt) as
                PerformanceResourceTiming | undefined)
            : undefined;
          const opened = document.querySelector(scopeSelector);
          if (!list || !opened?.querySelector('.screen-query-form') || !opened.querySelector('.ant-table-row')) return;
          rows.disconnect();
          resolve({ openMs: performance.now() - clickedAt, listMs: list.responseEnd - list.startTime });
        });
        rows.observe(document.body, { childList: true, subtree: true });
      }),
    [listPath, scope] as const,
  );
  const [figures] = await Promise.all([opened, click()]);
  return figures;
}

/** Waits until the page is quiet: half a second without a task longer than 50 ms (at most 10 s of waiting). */
export function untilQuiet(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let lastBusy = performance.now();
        const observer = new PerformanceObserver(() => (lastBusy = performance.now()));
        observer.observe({ type: 'longtask' });
        const started = performance.now();
        const timer = setInterval(() => {
          if (performance.now() - lastBusy < 500 && performance.now() - started < 10_000) return;
          clearInterval(timer);
          observer.disconnect();
          resolve();
        }, 100);
      }),
  );
}
