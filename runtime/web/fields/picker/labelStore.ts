import { useEffect, useSyncExternalStore } from 'react';

/**
 * Where a picker finds the display names of stored keys: one server call for the keys not yet
 * known (never the whole table). `id` names the source and the key and label fields, so two
 * pickers over the same data share what they have learnt.
 */
export interface LabelSource {
  id: string;
  lookup(keys: string[]): Promise<Map<string, string>>;
}

/** Known labels per source; `null` marks a key the server did not find (shown as the key itself). */
const known = new Map<string, Map<string, string | null>>();
const inFlight = new Map<string, Set<string>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function labelsOf(sourceId: string): Map<string, string | null> {
  let labels = known.get(sourceId);
  if (!labels) {
    labels = new Map();
    known.set(sourceId, labels);
  }
  return labels;
}

/** Records labels the user has just picked, so the field shows them without asking the server. */
export function rememberLabels(source: LabelSource, items: readonly { key: string; label: string }[]): void {
  const labels = labelsOf(source.id);
  for (const item of items) labels.set(item.key, item.label);
  changed();
}

/**
 * Asks the source for the labels of the keys not known or being fetched. A failed call leaves
 * them unknown (the keys are shown) and is not retried until the keys are asked for again.
 */
export function ensureLabels(source: LabelSource, keys: readonly string[]): void {
  const labels = labelsOf(source.id);
  const pending = inFlight.get(source.id) ?? new Set<string>();
  inFlight.set(source.id, pending);
  const missing = [...new Set(keys)].filter((key) => key !== '' && !labels.has(key) && !pending.has(key));
  if (missing.length === 0) return;
  for (const key of missing) pending.add(key);
  source
    .lookup(missing)
    .then((found) => {
      for (const key of missing) labels.set(key, found.get(key) ?? null);
    })
    .catch(() => undefined)
    .finally(() => {
      for (const key of missing) pending.delete(key);
      changed();
    });
}

/** The label of a key: its name when known, else the key itself. */
export function labelOf(source: LabelSource, key: string): string {
  return known.get(source.id)?.get(key) ?? key;
}

/** Forgets every label (tests; a user signing out does not need it, names are not secret per user). */
export function clearLabels(): void {
  known.clear();
  inFlight.clear();
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Re-renders the caller when labels arrive, after asking for those of `keys`; read them with
 * labelOf. Several sources at once (an editable table's picker columns) pass several requests.
 */
export function useLabels(requests: readonly { source: LabelSource; keys: readonly string[] }[]): number {
  const current = useSyncExternalStore(subscribe, () => version);
  const signature = requests.map((request) => `${request.source.id}:${request.keys.join(',')}`).join('|');
  useEffect(() => {
    for (const request of requests) ensureLabels(request.source, request.keys);
    // Keyed on the signature: it holds everything the requests say, the array is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  return current;
}

/** The chosen items of stored keys, named as far as known (a dialog's starting choice). */
export function pickedItemsOf(source: LabelSource, keys: readonly string[]): { key: string; label: string }[] {
  return keys.map((key) => ({ key, label: labelOf(source, key) }));
}
