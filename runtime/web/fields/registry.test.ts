import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_METAS } from '../../core/fieldTypes/fieldTypeMetas';
import { fieldTypeOf } from '../../core/screen/fieldType';
import type { FieldSchema } from '../../core/screen/screen.types';
import type { FieldTypeMeta } from './fieldType.types';
import { fieldTypeNames, getFieldType } from './registry';
import './index';

// The meta-schema generator reads the same files: every field folder exports `meta` from a React-free meta.ts.
const metaModules = import.meta.glob<{ meta: FieldTypeMeta }>('./*/meta.ts', { eager: true });
const metas = Object.entries(metaModules).map(([path, module]) => ({ path, meta: module.meta }));

describe('field-type registry', () => {
  it('registers every field type the foundation needs', () => {
    expect(fieldTypeNames()).toEqual(
      expect.arrayContaining(['DatePicker', 'DateTimePicker', 'Input', 'InputNumber', 'MultiSelect', 'Password', 'Select', 'Switch', 'TextArea', 'TimePicker']),
    );
  });

  it('has one meta.ts per field folder whose name and props schema are the registered ones', () => {
    expect(metas).toHaveLength(fieldTypeNames().length);
    for (const { path, meta } of metas) {
      const registered = getFieldType(meta.name);
      expect(registered.propsSchema, path).toBe(meta.propsSchema);
      expect(registered.description, path).toBe(meta.description);
      expect(meta.description, path).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(new Set(metas.map(({ meta }) => meta.name)).size).toBe(metas.length);
  });

  it('lists every field type in the core list the server lint reads', () => {
    expect(FIELD_TYPE_METAS.map((meta) => meta.name).sort()).toEqual([...fieldTypeNames()].sort());
    for (const meta of FIELD_TYPE_METAS) expect(getFieldType(meta.name).propsSchema, meta.name).toBe(meta.propsSchema);
  });

  it('registers every type that fieldTypeOf infers from a property', () => {
    const samples: FieldSchema[] = [
      { type: 'string', title: 'a' },
      { type: 'string', title: 'a', 'x-dict': 'sex' },
      { type: 'string', title: 'a', format: 'date' },
      { type: 'string', title: 'a', format: 'date-time' },
      { type: 'string', title: 'a', format: 'time' },
      { type: 'integer', title: 'a' },
      { type: 'boolean', title: 'a' },
    ];
    for (const sample of samples) expect(() => getFieldType(fieldTypeOf(sample))).not.toThrow();
  });

  it('names the registered types when asked for an unknown one', () => {
    expect(() => getFieldType('Selct')).toThrow(/'Selct' is not a registered field type; registered: .*Select/);
  });
});
