import { describe, expect, it } from 'vitest';
import { loadScreen, screenIdOfPath, screenIds } from './screenLoader';

describe('screenLoader', () => {
  it('maps schemas/<area>/<name>.json to the id <area>.<name>', () => {
    expect(screenIdOfPath('../../../schemas/labour/worker.json')).toBe('labour.worker');
    expect(screenIdOfPath('../../../schemas/labour/worker.ts')).toBeNull();
  });

  it('bundles the screen files but not meta-schemas or dictionary seeds', () => {
    expect(screenIds()).toEqual(expect.arrayContaining(['labour.worker', 'labour.team', 'system.user', 'system.dictItem']));
    expect(screenIds().some((id) => id.startsWith('meta.') || id.startsWith('dicts.') || id.startsWith('flows.'))).toBe(false);
  });

  it('replaces a flow named by a screen with the shared flow file', async () => {
    const screen = await loadScreen('safety.inspection');
    expect(screen.flow).toMatchObject({ stateField: 'status', initial: '1' });
    expect(typeof screen.flow === 'object' && screen.flow.transitions.map((transition) => transition.name)).toEqual(['rectify', 'pass', 'reject', 'close']);
  });

  it('loads a screen file by its id', async () => {
    const screen = await loadScreen('labour.worker');
    expect(screen.title).toBe('花名册');
    expect(screen.api).toBe('/labour/worker');
  });

  it('rejects an unknown id with a Chinese message', async () => {
    await expect(loadScreen('labour.nothing')).rejects.toThrow('未找到页面配置：labour.nothing');
  });
});
