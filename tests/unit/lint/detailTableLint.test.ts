import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject, messagesOf } from './projectCopy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke into arbitrary JSON

const PLAN = 'schemas/material/plan.json';

function lintAfter(change: (screen: Json) => void): string[] {
  const project = copyProject();
  project.edit(PLAN, change);
  return messagesOf(PLAN, lintProject(project.root).map(formatIssue));
}

describe('schema lint of detail tables', () => {
  it('checks the dictionaries and rule codes of detail columns', () => {
    expect(lintAfter((screen) => (screen.entity.properties.items.items.properties.unit['x-dict'] = 'material_units'))).toEqual([
      expect.stringContaining("/entity/properties/items/items/properties/unit/x-dict: unknown dictionary 'material_units'; did you mean 'material_unit'?"),
    ]);
    expect(lintAfter((screen) => (screen.entity.properties.items.items.properties.unitPrice['x-rules'] = ['mony']))).toEqual([
      expect.stringContaining("/entity/properties/items/items/properties/unitPrice/x-rules/0: unknown rule code 'mony'; did you mean 'money'?"),
    ]);
  });

  it('reports a required column that does not exist and a product over an unknown column', () => {
    expect(lintAfter((screen) => screen.entity.properties.items.items.required.push('planQtyy'))).toEqual([
      expect.stringContaining("required column 'planQtyy' is not a column of the detail table; did you mean 'planQty'?"),
    ]);
    expect(lintAfter((screen) => (screen.entity.properties.items.items.properties.amount['x-column'].product = ['planQty', 'price']))).toEqual([
      expect.stringContaining("'price' is not a column of the detail table"),
    ]);
  });

  it('refuses a detail table without its storage, stored in a screen table, or listed as a column', () => {
    expect(lintAfter((screen) => delete screen.entity.properties.items['x-detail']).join('\n')).toContain('x-detail');
    expect(lintAfter((screen) => (screen.entity.properties.items['x-detail'].table = 'lab_team'))).toEqual([
      expect.stringContaining("detail table 'lab_team' is already the table of screen 'labour.team'"),
    ]);
    expect(lintAfter((screen) => screen.list.columns.push('items'))).toEqual([expect.stringContaining("detail table 'items' cannot be a list column")]);
  });
});
