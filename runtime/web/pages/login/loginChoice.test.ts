import { describe, expect, it } from 'vitest';
import { chosenProject, loginChoice, loginChoiceTitle } from './loginChoice';

const ningbo = { id: 'p1', orgCode: 'A01A01', departName: '宁波石化二期项目', orgType: '3', shortName: '宁波二期' };
const office = { id: 'd1', orgCode: 'A02', departName: '工程部', orgType: '2', shortName: null };
const tenants = [
  { id: 'NB01', name: '宁波分公司' },
  { id: 'LYG01', name: '连云港分公司' },
];

describe('loginChoice', () => {
  it('asks for the department of a user with several (multi_depart 2) and for the tenant of a user with several', () => {
    const { choice } = loginChoice({ departs: [ningbo, office], multi_depart: 2, tenantList: tenants, ownTenantId: '0' });
    expect(choice).toEqual({ departs: [ningbo, office], tenants });
    expect(loginChoiceTitle(choice!)).toBe('请选择租户和部门');
  });

  it('asks only what has several answers, titled accordingly', () => {
    const departsOnly = loginChoice({ departs: [ningbo, office], multi_depart: 2, tenantList: [tenants[0]] });
    expect(departsOnly.choice).toEqual({ departs: [ningbo, office], tenants: [] });
    expect(loginChoiceTitle(departsOnly.choice!)).toBe('请选择部门');
    const tenantsOnly = loginChoice({ departs: [ningbo], multi_depart: 1, tenantList: tenants });
    expect(tenantsOnly.choice).toEqual({ departs: [], tenants });
    expect(loginChoiceTitle(tenantsOnly.choice!)).toBe('请选择租户');
  });

  it('asks nothing of a user with one department and one tenant, taking that tenant silently', () => {
    expect(loginChoice({ departs: [ningbo], multi_depart: 1, tenantList: [tenants[1]], ownTenantId: '0' })).toEqual({ choice: null, tenantId: 'LYG01' });
  });

  it('keeps the user’s own tenant, or none (0), without a tenant list', () => {
    expect(loginChoice({ multi_depart: 0, ownTenantId: 'HZ01' })).toEqual({ choice: null, tenantId: 'HZ01' });
    expect(loginChoice({ multi_depart: 0, tenantList: [] })).toEqual({ choice: null, tenantId: '0' });
  });
});

describe('chosenProject', () => {
  it('opens the chosen department when it is a project, under its short name', () => {
    expect(chosenProject([ningbo, office], 'A01A01')).toEqual({ id: 'p1', name: '宁波二期' });
  });

  it('opens nothing for an office department or an unknown code', () => {
    expect(chosenProject([ningbo, office], 'A02')).toBeNull();
    expect(chosenProject([ningbo, office], undefined)).toBeNull();
  });
});
