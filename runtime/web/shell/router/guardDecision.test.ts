import { describe, expect, it } from 'vitest';
import { guardDecision } from './guardDecision';

const at = (fullPath: string, hasToken: boolean, permissionsLoaded = false) =>
  guardDecision({ pathname: fullPath.split('?')[0], fullPath, hasToken, permissionsLoaded });

describe('guardDecision', () => {
  it('sends a signed-in user away from the login page to the workplace', () => {
    expect(at('/user/login', true)).toEqual({ kind: 'redirect', to: '/workplace' });
  });

  it('sends a signed-in user on / to the workplace', () => {
    expect(at('/', true, true)).toEqual({ kind: 'redirect', to: '/workplace' });
  });

  it('sends a signed-out user to login with the original path as redirect', () => {
    expect(at('/labour/worker?x=1', false)).toEqual({ kind: 'redirect', to: '/user/login?redirect=%2Flabour%2Fworker%3Fx%3D1' });
  });

  it('lets a signed-out user see the login page and the error pages', () => {
    expect(at('/user/login', false)).toEqual({ kind: 'render' });
    for (const errorPage of ['/403', '/404', '/500']) expect(at(errorPage, false)).toEqual({ kind: 'render' });
  });

  it('loads permissions first when the list is empty', () => {
    expect(at('/labour/worker', true, false)).toEqual({ kind: 'loadPermissions' });
    expect(at('/labour/worker', true, true)).toEqual({ kind: 'render' });
  });
});
