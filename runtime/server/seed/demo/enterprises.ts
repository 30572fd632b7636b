import { newId } from '../../db/ids';
import type { SeedRecord } from '../screenRows';
import { OWNERS, SPECIALIST_SUBCONTRACTORS, SUPERVISORS } from './siteLibraries';

/** company_type values. */
export const COMPANY_TYPE = { general: '1', specialist: '2', labour: '3', supervisor: '4', owner: '5' } as const;

const CREATE_TIME = '2025-01-02 09:00:00';
/** 业主代表, phone and 统一社会信用代码 of each owner, in OWNERS order. */
const OWNER_CONTACTS = [
  ['陈建国', '13805741236', '91330211MA2H8K3N5Q'],
  ['刘海峰', '13951287430', '91320791MA1NB4XK7P'],
  ['黄志明', '13727654019', '91441300MA4W2R8H6L'],
];

/**
 * The tenant's basic data that other modules reference: 建设单位 (the owners) and 企业 by name.
 * 企业 starts with the general contractor, four specialist subcontractors and the supervisors;
 * the other companies taking part in a project are added where 参建单位 are built (enterpriseFor).
 */
export interface DemoBasicData {
  developers: SeedRecord[];
  companies: Map<string, SeedRecord>;
  /** The general contractor's 企业 row. */
  contractor: SeedRecord;
}

const record = (fields: Record<string, unknown>): SeedRecord => ({ id: newId(), fields, createTime: CREATE_TIME });

/** `addresses` are the owners' project addresses, in OWNERS order. */
export function buildBasicData(generalContractor: string, addresses: readonly (string | null)[]): DemoBasicData {
  const developers = OWNERS.map((name, n) =>
    record({
      developerName: name,
      shortName: name.replace('有限公司', ''),
      contacts: OWNER_CONTACTS[n][0],
      phone: OWNER_CONTACTS[n][1],
      creditCode: OWNER_CONTACTS[n][2],
      address: addresses[n] ?? null,
    }),
  );
  const company = (companyName: string, companyType: string, qualification: string) => record({ companyName, companyType, qualification });
  const contractor = company(generalContractor, COMPANY_TYPE.general, '石油化工工程施工总承包特级');
  const companies = [
    contractor,
    ...SPECIALIST_SUBCONTRACTORS.slice(0, 4).map((name) => company(name, COMPANY_TYPE.specialist, '专业承包一级')),
    ...SUPERVISORS.map((name) => company(name, COMPANY_TYPE.supervisor, '工程监理综合资质')),
  ];
  return { developers, companies: new Map(companies.map((row) => [String(row.fields.companyName), row])), contractor };
}

/**
 * The 企业 of a company taking part in a project, added when it is not there yet. Its master data
 * not set yet is taken from `drawn` (what its first 参建单位 drew), so every project's 参建单位
 * shows the same enterprise data.
 */
export function enterpriseFor(companies: Map<string, SeedRecord>, companyName: string, companyType: string, drawn: Record<string, unknown>): SeedRecord {
  const owner = OWNERS.indexOf(companyName);
  const enterprise = companies.get(companyName) ?? record({ companyName, companyType, creditCode: owner >= 0 ? OWNER_CONTACTS[owner][2] : undefined });
  companies.set(companyName, enterprise);
  for (const [field, value] of Object.entries(drawn)) if (enterprise.fields[field] === undefined) enterprise.fields[field] = value;
  return enterprise;
}
