/** Repeat clicks on insert closer than this are refused (widgets-spec §8). */
export const FAST_CLICK_MS = 1500;
export const FAST_CLICK_MESSAGE = '你点击的太快了，请慢点点击!';

/** A guard that answers false for a click within `interval` ms of the last accepted one. */
export function createClickGuard(interval = FAST_CLICK_MS, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < interval) return false;
    last = time;
    return true;
  };
}
