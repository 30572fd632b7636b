import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject, messagesOf } from './projectCopy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke into arbitrary JSON

const LEDGER = 'schemas/ledgers/material_stock.json';

function lintAfter(path: string, change: (json: Json) => void): string[] {
  const project = copyProject();
  project.edit(path, change);
  return messagesOf(path, lintProject(project.root).map(formatIssue));
}

describe('schema lint of a ledger file', () => {
  it('checks its screens and fields against both screens, at the place in the ledger file', () => {
    expect(
      lintAfter(LEDGER, (ledger) => {
        ledger.keys[0] = 'warehouse';
        ledger.balance = 'material.inventry';
        ledger.date = 'billNo';
      }),
    ).toEqual([
      "schemas/ledgers/material_stock.json:5:3 /balance: unknown screen 'material.inventry'; did you mean 'material.inventory'?",
      "schemas/ledgers/material_stock.json:8:5 /keys/0: key 'warehouse' is not a field of screen 'material.posting'; did you mean 'warehouseId'?",
      "schemas/ledgers/material_stock.json:19:3 /date: date field 'billNo' must be a date field (format: date)",
    ]);
  });

  it('validates a ledger file against its meta-schema with a suggestion', () => {
    expect(
      lintAfter(LEDGER, (ledger) => {
        ledger.negative = 'forbid';
        ledger.quantiy = ledger.quantity;
        delete ledger.quantity;
      }),
    ).toEqual([
      "schemas/ledgers/material_stock.json:1:1 /: missing required property 'quantity'",
      "schemas/ledgers/material_stock.json:27:3 /quantiy: unknown keyword 'quantiy'; did you mean 'quantity'?",
      "schemas/ledgers/material_stock.json:20:3 /negative: 'forbid' is not allowed here; expected one of 'refuse', 'allow'",
    ]);
  });

  it('checks that a screen of a ledger is read-only', () => {
    expect(lintAfter(LEDGER, (ledger) => void (ledger.postings = 'material.warehouse'))[0]).toBe(
      "schemas/ledgers/material_stock.json:6:3 /postings: screen 'material.warehouse' must be readOnly: only postings write a ledger's tables",
    );
  });
});
