import { describe, expect, it } from 'vitest';
import rectification from '../../../schemas/flows/rectification.json';
import type { FlowDeclaration } from './flow.types';
import { actorMatches, availableTransitions, flowOf, flowOwnedFields, flowState, flowTransition, resolveFlow, stateTitle } from './flowModel';

const flow = rectification as FlowDeclaration;
const record = (status: string) => ({ status, rectifyId: 'u-rectifier', reviewId: 'u-reviewer', initiatorId: 'u-inspector' });
const names = (user: { userId: string; roleCodes?: string[] }, status: string) =>
  availableTransitions(flow, record(status), { roleCodes: [], ...user }).map((transition) => transition.name);

describe('flow helpers', () => {
  it('owns the state field, every step field and the initiator, each once', () => {
    expect(flowOwnedFields(flow)).toEqual(['status', 'rectifyDescribe', 'rectifyPhotos', 'rectifyTime', 'initiatorId']);
  });

  it('looks up states and transitions, falling back to the code for an unknown state', () => {
    expect(flowState(flow, '5')?.title).toBe('超期未整改');
    expect(stateTitle(flow, '2')).toBe('待复查');
    expect(stateTitle(flow, '9')).toBe('9');
    expect(stateTitle(flow, null)).toBe('');
    expect(flowTransition(flow, 'reject')?.comment).toBe('required');
    expect(flowTransition(flow, 'approve')).toBeUndefined();
  });

  it('matches a field actor by the user named in the record and a role actor by role code', () => {
    expect(actorMatches({ field: 'rectifyId' }, record('1'), { userId: 'u-rectifier', roleCodes: [] })).toBe(true);
    expect(actorMatches({ field: 'rectifyId' }, record('1'), { userId: 'u-reviewer', roleCodes: ['admin'] })).toBe(false);
    expect(actorMatches({ field: 'rectifyId' }, { rectifyId: null }, { userId: '', roleCodes: [] })).toBe(false);
    expect(actorMatches({ role: 'project_manager' }, record('1'), { userId: 'x', roleCodes: ['viewer', 'project_manager'] })).toBe(true);
  });

  it('offers each user exactly the transitions of the record state they are an actor of', () => {
    expect(names({ userId: 'u-rectifier' }, '1')).toEqual(['rectify']);
    expect(names({ userId: 'u-rectifier' }, '5')).toEqual(['rectify']);
    expect(names({ userId: 'u-rectifier' }, '2')).toEqual([]);
    expect(names({ userId: 'u-reviewer' }, '2')).toEqual(['pass', 'reject']);
    expect(names({ userId: 'u-inspector' }, '4')).toEqual(['close']);
    expect(names({ userId: 'pm', roleCodes: ['project_manager'] }, '1')).toEqual(['close']);
    expect(names({ userId: 'boss', roleCodes: ['admin'] }, '1')).toEqual([]);
    expect(names({ userId: 'u-reviewer' }, '3')).toEqual([]);
  });

  it('resolves a named flow and refuses an unknown or unresolved one', () => {
    const screen = { id: 'safety.inspection', flow: 'rectification' };
    const flows = new Map([['rectification', flow]]);
    expect(flowOf(resolveFlow(screen, flows))).toBe(flow);
    expect(resolveFlow({ id: 'a.b' }, flows)).toEqual({ id: 'a.b' });
    expect(flowOf({ id: 'a.b' })).toBeNull();
    expect(() => resolveFlow({ id: 'quality.inspection', flow: 'rectify' }, flows)).toThrow(/schemas\/flows\/rectify\.json does not exist/);
    expect(() => flowOf(screen)).toThrow(/has not been resolved/);
  });
});
