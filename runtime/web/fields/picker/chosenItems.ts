import type { PickedItem } from './picker.types';

/**
 * The chosen items after ticking (`on`) or unticking some: single mode keeps only the newest
 * ticked item (widgets-spec §4), multi mode adds new ones at the end and keeps the order.
 */
export function toggleChosen(chosen: readonly PickedItem[], changed: readonly PickedItem[], on: boolean, multi: boolean): PickedItem[] {
  if (!on) {
    const dropped = new Set(changed.map((item) => item.key));
    return chosen.filter((item) => !dropped.has(item.key));
  }
  if (!multi) return changed.length > 0 ? [changed[changed.length - 1]] : [...chosen];
  const have = new Set(chosen.map((item) => item.key));
  return [...chosen, ...changed.filter((item) => !have.has(item.key))];
}
