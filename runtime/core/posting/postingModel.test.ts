import { describe, expect, it } from 'vitest';
import inbound from '../../../schemas/material/inbound.json';
import stocktake from '../../../schemas/material/stocktake.json';
import materialStock from '../../../schemas/ledgers/material_stock.json';
import supplierSupply from '../../../schemas/ledgers/supplier_supply.json';
import { withComputedColumns } from '../screen/computedColumns';
import type { ScreenFile } from '../screen/screen.types';
import type { LedgerFile, PostingDeclaration, SnapshotDeclaration } from './posting.types';
import { balanceMoves, directionOf, lineAmount, postedStates, postingLines, snapshotRows, stocktakeRow, valueSource } from './postingModel';

const ledger = materialStock as LedgerFile;
const inboundScreen = inbound as unknown as ScreenFile;
const [stockPosting, supplyPosting] = inboundScreen.postings as PostingDeclaration[];
const snapshot = (stocktake as unknown as ScreenFile).snapshot as SnapshotDeclaration;
const header = { billNo: 'RK001', billType: '1', warehouseId: 'W1', supplierId: 'S1', bizDate: '2026-05-10', planId: 'P1' };
const row = (materialCode: string, qty: number | string | null, extra: Record<string, unknown> = {}) => ({
  materialCode,
  materialName: `材料${materialCode}`,
  spec: 'Φ16',
  unit: 't',
  batchNo: null,
  qty,
  price: 10,
  amount: qty === null ? null : Number(qty) * 10,
  ...extra,
});

describe('posting model', () => {
  it('reads "x" as a header field and "items.x" as a field of the posted row', () => {
    expect(valueSource('warehouseId', 'items')).toEqual({ from: 'header', field: 'warehouseId' });
    expect(valueSource('items.qty', 'items')).toEqual({ from: 'row', field: 'qty' });
  });

  it('makes one line per non-zero row, keys trimmed and an empty batch the key value ""', () => {
    const lines = postingLines(stockPosting, ledger, header, [row('A', 5), row('B', 0), row('C', '2.5', { batchNo: ' B1 ' })], 1);
    expect(lines.map((line) => [line.keys, line.direction, line.quantity, line.delta, line.amount, line.billNo, line.date, line.match])).toEqual([
      [{ warehouseId: 'W1', materialCode: 'A', batchNo: '' }, 'in', 5, 5, 50, 'RK001', '2026-05-10', 'A'],
      [{ warehouseId: 'W1', materialCode: 'C', batchNo: 'B1' }, 'in', 2.5, 2.5, 25, 'RK001', '2026-05-10', 'C'],
    ]);
    expect(lines[0].attributes).toEqual({ materialName: '材料A', spec: 'Φ16', unit: 't' });
  });

  it('posts a reversal with the opposite sign in the same direction (a negative receipt)', () => {
    const [line] = postingLines(stockPosting, ledger, header, [row('A', 5)], -1);
    expect([line.direction, line.quantity, line.delta, line.amount]).toEqual(['in', -5, -5, -50]);
  });

  it('posts to the supplier ledger only when the header matches `when` (采购入库)', () => {
    const supply = supplierSupply as LedgerFile;
    expect(postingLines(supplyPosting, supply, header, [row('A', 5)], 1)).toHaveLength(1);
    expect(postingLines(supplyPosting, supply, { ...header, billType: '2' }, [row('A', 5)], 1)).toEqual([]);
  });

  it('turns a signed quantity into a direction: a positive difference is in, a negative one out', () => {
    expect(directionOf('signed', -3)).toEqual({ direction: 'out', quantity: 3 });
    expect(directionOf('signed', 4)).toEqual({ direction: 'in', quantity: 4 });
    expect(directionOf('out', 4)).toEqual({ direction: 'out', quantity: 4 });
  });

  it('groups lines per key in key order and sums their deltas exactly (0.1 + 0.2 = 0.3)', () => {
    const lines = postingLines(stockPosting, ledger, header, [row('B', 0.1), row('A', 1), row('B', 0.2)], 1);
    const moves = balanceMoves(ledger, lines);
    expect(moves.map((move) => [move.keys.materialCode, move.delta, move.lines.length])).toEqual([
      ['A', 1, 1],
      ['B', 0.3, 2],
    ]);
  });

  it('values a line without amount or price at the balance average cost', () => {
    const [line] = postingLines({ ...stockPosting, amount: undefined, price: undefined, direction: 'out' }, ledger, header, [row('A', 4)], 1);
    expect(lineAmount(line, 10, 250)).toBe(100);
    expect(lineAmount(line, 0, 0)).toBe(0);
  });

  it('knows the posted states of a bill: the posting state, 已红冲 and 红冲单', () => {
    expect([...postedStates(inboundScreen)].sort()).toEqual(['3', '5', '6']);
  });

  it('computes a stocktake difference as actual − book, an empty actual counting as the book quantity', () => {
    expect(stocktakeRow(snapshot, { bookQty: 10, actualQty: 7 })).toMatchObject({ bookQty: 10, actualQty: 7, diffQty: -3 });
    expect(stocktakeRow(snapshot, { bookQty: '10', actualQty: null })).toMatchObject({ bookQty: 10, actualQty: 10, diffQty: 0 });
  });

  it('snapshots one row per balance with the actual quantities already entered, keeping extra rows at book 0', () => {
    const balances = [
      { warehouseId: 'W1', materialCode: 'A', batchNo: '', materialName: '钢筋', spec: 'Φ16', unit: 't', qty: 10 },
      { warehouseId: 'W1', materialCode: 'B', batchNo: 'B1', materialName: '水泥', spec: 'P.O42.5', unit: 't', qty: 3 },
    ];
    const rows = snapshotRows(snapshot, ledger, balances, [
      { materialCode: 'A', batchNo: null, actualQty: 8 },
      { materialCode: 'Z', materialName: '盘盈', actualQty: 2 },
    ]);
    expect(rows.map((entry) => [entry.materialCode, entry.batchNo ?? '', entry.bookQty, entry.actualQty, entry.diffQty])).toEqual([
      ['A', '', 10, 8, -2],
      ['B', 'B1', 3, 3, 0],
      ['Z', '', 0, 2, 2],
    ]);
    expect(rows[1].materialName).toBe('水泥');
  });
});

describe('the stocktake difference column (x-column.difference), computed alike in the browser and on the server', () => {
  it('is actual − book, exact to 6 places, and empty while an operand is empty', () => {
    const rows = (stocktake as unknown as ScreenFile).entity.properties.items;
    expect(withComputedColumns(rows, { bookQty: 10, actualQty: 7.3 }).diffQty).toBe(-2.7);
    expect(withComputedColumns(rows, { bookQty: '0.1', actualQty: '0.3' }).diffQty).toBe(0.2);
    expect(withComputedColumns(rows, { bookQty: 10, actualQty: '' }).diffQty).toBeNull();
  });
});
