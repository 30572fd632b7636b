import { useCallback, useEffect, useRef, useState } from 'react';
import { sendFile } from './sendFile';
import { allSettled, answeredItem, failedItem, itemsFromValue, keepLast, valueFromItems, type UploadItem } from './uploadItems';

export interface UploadListOptions {
  value?: unknown;
  onChange?: (value: string) => void;
  biz: string;
  /** Keep only the last N files. */
  number?: number;
}

export interface UploadList {
  items: UploadItem[];
  upload(file: File): void;
  remove(uid: string): void;
  /** Puts the file at `from` at position `to` (image reordering). */
  move(from: number, to: number): void;
}

let nextUid = 0;

/**
 * The state of an upload widget (widgets-spec §4): files go uploading → done or error; the
 * comma-joined value is emitted only when no file is still uploading, and at once on removal or
 * reordering. A value set from outside (form reset, another record) replaces the list.
 */
export function useUploadList({ value, onChange, biz, number }: UploadListOptions): UploadList {
  const [items, setItems] = useState<UploadItem[]>(() => itemsFromValue(value));
  const current = useRef(items);
  const emitted = useRef(valueFromItems(items));

  useEffect(() => {
    const incoming = typeof value === 'string' ? value : '';
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    current.current = itemsFromValue(incoming);
    setItems(current.current);
  }, [value]);

  const apply = useCallback(
    (change: (items: UploadItem[]) => UploadItem[], force = false) => {
      const next = change(current.current);
      current.current = next;
      setItems(next);
      if (!force && !allSettled(next)) return;
      const nextValue = valueFromItems(next);
      if (nextValue === emitted.current) return;
      emitted.current = nextValue;
      onChange?.(nextValue);
    },
    [onChange],
  );

  const upload = useCallback(
    (file: File) => {
      nextUid += 1;
      const uid = `upload-${nextUid}`;
      const replace = (updated: (item: UploadItem) => UploadItem) => apply((list) => list.map((item) => (item.uid === uid ? updated(item) : item)));
      apply((list) => keepLast([...list, { uid, name: file.name, status: 'uploading', percent: 0 }], number));
      sendFile(file, { biz, onProgress: (percent) => replace((item) => ({ ...item, percent })) }).then(
        (answer) => replace((item) => answeredItem(item, answer)),
        (error: unknown) => replace((item) => failedItem(item, error)),
      );
    },
    [apply, biz, number],
  );

  const remove = useCallback((uid: string) => apply((list) => list.filter((item) => item.uid !== uid), true), [apply]);

  const move = useCallback(
    (from: number, to: number) =>
      apply((list) => {
        if (to < 0 || to >= list.length) return list;
        const next = [...list];
        const [moved] = next.splice(from, 1);
        next.splice(to, 0, moved);
        return next;
      }, true),
    [apply],
  );

  return { items, upload, remove, move };
}
