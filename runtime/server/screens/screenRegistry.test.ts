import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ScreenFile } from '../../core/screen/screen.types';
import { buildScreenRegistry, loadScreenRegistry } from './screenRegistry';

const repoRoot = path.resolve(__dirname, '../../..');

function screen(id: string, table: string, api: string): ScreenFile {
  return { id, title: id, table, api, scope: 'tenant', permission: id, entity: { type: 'object', properties: {} }, list: { columns: [] } };
}

describe('screen registry', () => {
  it('loads every screen file, the catalogue and the dictionary seeds of the repository', async () => {
    const registry = await loadScreenRegistry(repoRoot);
    expect(registry.screens.get('labour.worker')?.table).toBe('lab_worker');
    expect(registry.screens.get('system.dictItem')?.api).toBe('/sys/dictItem');
    expect(registry.byTable('lab_team')?.id).toBe('labour.team');
    expect(registry.byTable('no_such_table')).toBeUndefined();
    expect(registry.catalogue.modules).toHaveLength(13);
    expect(registry.dictSeeds.find((seed) => seed.code === 'sex')?.items).toContainEqual({ value: '1', text: '男' });
    expect([...registry.screens.keys()].some((id) => id.startsWith('meta') || id.startsWith('dicts'))).toBe(false);
  });

  it.each([
    ['id', screen('a.one', 't_one', '/a/one'), screen('a.one', 't_two', '/a/two')],
    ['table', screen('a.one', 't_one', '/a/one'), screen('a.two', 't_one', '/a/two')],
    ['api', screen('a.one', 't_one', '/a/one'), screen('a.two', 't_two', '/a/one')],
  ])('refuses two screens with the same %s', (key, first, second) => {
    const sources = [
      { file: 'first.json', screen: first },
      { file: 'second.json', screen: second },
    ];
    expect(() => buildScreenRegistry({ rootDir: '.', catalogue: { modules: [] }, sources, dictSeeds: [] })).toThrow(
      new RegExp(`first\\.json and second\\.json share the same ${key}`),
    );
  });
});
