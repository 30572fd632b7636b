import type { Page } from 'playwright-core';

export interface OpenFigures {
  /** From the click event to the page opened (`OpenedWhen`) in the DOM. */
  openMs: number;
  /** The list call's fetch in the same page, from request to response end (0 when none is awaited). */
  listMs: number;
}

/** What shows that the page opened: every one of `needs` inside the element `scope` selects, and the list call made after the click when `listPath` is given. */
export interface OpenedWhen {
  scope: string;
  needs: string[];
  listPath?: string;
}

/**
 * Clicks through `click` and times, inside the page (so the automation's own latency is not in it), the click
 * event to the moment `opened` holds, and the first call to its `listPath` made after the click (0 without
 * one). The scope matters: tables elsewhere in the page (a dashboard's) have rows already.
 */
export async function clickToRows(page: Page, opened: OpenedWhen, click: () => Promise<void>): Promise<OpenFigures> {
  const figures = page.evaluate(
    ({ scope, needs, listPath }) =>
      new Promise<OpenFigures>((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
        // No named function in here: tsx would wrap it in a helper the page does not have.
        const rows = new MutationObserver(() => {
          if (!clickedAt) return;
          const list = listPath
            ? (performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === listPath && entry.startTime >= clickedAt) as
                PerformanceResourceTiming | undefined)
            : undefined;
          const root = document.querySelector(scope);
          if ((listPath && !list) || !root || needs.some((selector) => !root.querySelector(selector))) return;
          rows.disconnect();
          resolve({ openMs: performance.now() - clickedAt, listMs: list ? list.responseEnd - list.startTime : 0 });
        });
        rows.observe(document.body, { childList: true, subtree: true });
      }),
    opened,
  );
  const [measured] = await Promise.all([figures, click()]);
  return measured;
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
