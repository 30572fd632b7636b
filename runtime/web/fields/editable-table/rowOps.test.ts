import { describe, expect, it } from 'vitest';
import { insertRows, isTempId, mergeRow, moveRow, newTempId, removeRows, rowsForSave, shiftRow, stateOf } from './rowOps';
import type { TableRow } from './types';

const stored = () =>
  stateOf([
    { id: 'a', name: 'A', orderNum: 1 },
    { id: 'b', name: 'B', orderNum: 2 },
    { id: 'c', name: 'C', orderNum: 3 },
  ]);
const names = (rows: TableRow[]) => rows.map((row) => `${row.name}${row.orderNum}`).join(' ');

describe('editable table row operations', () => {
  it('gives rows without an id a temporary id and tracks them as inserted', () => {
    const state = stateOf([{ id: 'a' }, { name: 'new' }]);
    expect(state.rows[0].id).toBe('a');
    expect(isTempId(state.rows[1].id)).toBe(true);
    expect(state.insertedIds).toEqual([state.rows[1].id]);
  });

  it('adds at the end and inserts at a position, renumbering orderNum and tracking the new rows apart', () => {
    const added = insertRows(stored(), [{ id: newTempId(), name: 'D' }]);
    expect(names(added.rows)).toBe('A1 B2 C3 D4');
    const inserted = insertRows(added, [{ id: newTempId(), name: 'X' }], 1);
    expect(names(inserted.rows)).toBe('A1 X2 B3 C4 D5');
    expect(inserted.insertedIds).toHaveLength(2);
    expect(inserted.deletedIds).toEqual([]);
  });

  it('records removed persisted ids as deleted and forgets removed new rows', () => {
    const withNew = insertRows(stored(), [{ id: 'tmp_x', name: 'N' }]);
    const removed = removeRows(withNew, ['b', 'tmp_x']);
    expect(names(removed.rows)).toBe('A1 C2');
    expect(removed.deletedIds).toEqual(['b']);
    expect(removed.insertedIds).toEqual([]);
  });

  it('throws on ids that are not strings', () => {
    expect(() => removeRows(stored(), [1 as unknown as string])).toThrow(TypeError);
  });

  it('reorders by drag and by move up / down, renumbering orderNum', () => {
    expect(names(moveRow(stored(), 0, 2).rows)).toBe('B1 C2 A3');
    expect(names(shiftRow(stored(), 'c', -1).rows)).toBe('A1 C2 B3');
    expect(names(shiftRow(stored(), 'a', -1).rows)).toBe('A1 B2 C3');
    expect(names(shiftRow(stored(), 'c', 1).rows)).toBe('A1 B2 C3');
  });

  it('strips temporary ids on save only when asked', () => {
    const state = insertRows(stored(), [{ id: newTempId(), name: 'N' }]);
    expect(rowsForSave(state.rows, false).every((row) => 'id' in row)).toBe(true);
    const stripped = rowsForSave(state.rows, true);
    expect(stripped.map((row) => row.id)).toEqual(['a', 'b', 'c', undefined]);
  });

  it('merges a pushed row into the row with its id, every key but id', () => {
    const merged = mergeRow(stored(), { id: 'b', name: 'B2' });
    expect(merged.rows[1]).toEqual({ id: 'b', name: 'B2', orderNum: 2 });
    const state = stored();
    expect(mergeRow(state, { id: 'zz', name: 'none' })).toBe(state);
  });
});
