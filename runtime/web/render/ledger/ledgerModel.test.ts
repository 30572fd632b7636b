import { describe, expect, it } from 'vitest';
import type { LedgerBalanceRow } from '../../../core/posting/posting.types';
import type { Catalogue } from '../../../core/screen/catalogue.types';
import { openingSearch } from '../../shell/router/ScreenRoute';
import { balanceParams, figureQuery, figureValues, formatQty, ledgerCsv, ledgerEntryOf } from './ledgerModel';

const LEDGER = { keys: ['warehouseId', 'materialCode', 'batchNo'], date: 'bizDate' };
const ROW: LedgerBalanceRow = {
  warehouseId: 'w1',
  materialCode: 'GJ-16',
  batchNo: '',
  openingQty: 10,
  inQty: 5,
  outQty: 3,
  closingQty: 12,
  openingAmount: 100,
  inAmount: 50,
  outAmount: 30,
  closingAmount: 120,
};
const MAY = { begin: '2026-05-01', end: '2026-05-31' };

describe('ledger page model', () => {
  it('finds a ledger entry by id, with the dashboard shown above it by that dashboard’s own entry', () => {
    const catalogue: Catalogue = {
      modules: [
        {
          key: 'material',
          title: '物资管理',
          target: '/m',
          groups: [
            {
              key: 'overview',
              title: '概览',
              screens: [
                { id: 'material.home', title: '物资首页', path: '/m/index', dashboard: 'schemas/dashboards/material/home.json' },
                {
                  id: 'material.ledger',
                  title: '材料台账',
                  path: '/m/ledger',
                  ledger: 'schemas/ledgers/material_stock.json',
                  permission: 'material:posting',
                  dashboard: 'schemas/dashboards/material/home.json',
                },
                {
                  id: 'material.supplier',
                  title: '供应商台账',
                  path: '/m/supplier',
                  ledger: 'schemas/ledgers/supplier_supply.json',
                  permission: 'material:supplyPosting',
                },
              ],
            },
          ],
        },
      ],
    };
    expect(ledgerEntryOf(catalogue, 'material.ledger')).toEqual({ title: '材料台账', ledgerName: 'material_stock', dashboardId: 'material.home' });
    expect(ledgerEntryOf(catalogue, 'material.supplier')).toEqual({ title: '供应商台账', ledgerName: 'supplier_supply', dashboardId: null });
    expect(ledgerEntryOf(catalogue, 'material.home')).toBeNull();
  });

  it('asks the balances of the period with the chosen keys and a *x* material search', () => {
    expect(balanceParams(MAY, { warehouseId: 'w1', batchNo: undefined }, ' 钢 ', { pageNo: 2, pageSize: 20 })).toEqual({
      begin: '2026-05-01',
      end: '2026-05-31',
      pageNo: '2',
      pageSize: '20',
      warehouseId: 'w1',
      materialName: '*钢*',
    });
  });

  it('drills each figure into the posting list: keys, the days it sums and the direction', () => {
    const query = (figure: 'opening' | 'in' | 'out' | 'closing') => Object.fromEntries(figureQuery(LEDGER, ROW, MAY, figure));
    const keys = { warehouseId: 'w1', materialCode: 'GJ-16' };
    expect(query('opening')).toEqual({ ...keys, bizDate_end: '2026-04-30' });
    expect(query('in')).toEqual({ ...keys, direction: 'in', bizDate_begin: '2026-05-01', bizDate_end: '2026-05-31' });
    expect(query('out')).toEqual({ ...keys, direction: 'out', bizDate_begin: '2026-05-01', bizDate_end: '2026-05-31' });
    expect(query('closing')).toEqual({ ...keys, bizDate_end: '2026-05-31' });
    expect(Object.fromEntries(figureQuery(LEDGER, ROW, { begin: '2026-03-01', end: '2026-03-31' }, 'opening')).bizDate_end).toBe('2026-02-28');
  });

  it('reads and formats figures, and exports a CSV a spreadsheet opens as UTF-8', () => {
    expect(figureValues(ROW, 'closing')).toEqual({ qty: 12, amount: 120 });
    expect(formatQty(1.23456)).toBe('1.235');
    expect(ledgerCsv(['材料', '数量'], [['钢筋, 16', 2]])).toBe('\uFEFF材料,数量\r\n"钢筋, 16",2\r\n');
  });

  it('opens a screen with its entry’s preset query, the URL’s own parameters winning', () => {
    expect(openingSearch('flowTab=todo', '')).toBe('?flowTab=todo');
    expect(openingSearch('flowTab=todo', '?flowTab=mine&planType=month')).toBe('?flowTab=mine&planType=month');
    expect(openingSearch('', '')).toBe('');
  });
});
