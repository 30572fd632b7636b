import type { LabourCompany, ProjectCompany } from '../../../core/generated/entities';
import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { chineseName } from './chineseNames';
import { randomDay, workingTime } from './dates';
import { mobileNumber } from './numbers';
import { COMPANY_TYPE, enterpriseFor } from './enterprises';
import { REGIONS } from './regions';
import { OWNERS, SPECIALIST_SUBCONTRACTORS, SUPERVISORS } from './siteLibraries';
const ON_SITE = '1';
/** The characters of a 统一社会信用代码 (no I, O, S, V, Z). */
const CREDIT_CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A 统一社会信用代码 of a company (91 = 企业, then the registering county's code). */
function creditCode(random: Random): string {
  const tail = Array.from({ length: 10 }, () => random.pick([...CREDIT_CODE_CHARACTERS])).join('');
  return `91${random.pick(REGIONS).code}${tail}`;
}

export interface CompanySite {
  projectId: string;
  /** Index of the demo project (its owner). */
  index: number;
  start: string;
  /** The project's labour teams: their 参建单位 are the project's 劳务分包单位, on site from their first team's entry. */
  teams: readonly SeedRecord[];
}

/**
 * The 参建单位 of a project (8–14): the general contractor, the owner, a supervisor, the labour
 * subcontractors its teams come from and 3–6 specialist subcontractors, each referencing its 企业
 * in `companies` (added there when missing) and showing that enterprise's master data.
 */
export function buildSiteCompanies(
  random: Random,
  site: CompanySite,
  generalContractor: string,
  lastDay: string,
  companies: Map<string, SeedRecord>,
): SeedRecord[] {
  const labourEntry = new Map<string, string>();
  for (const team of site.teams) {
    const name = String(team.fields.constructionName);
    const entry = String(team.fields.entryDate);
    if (!labourEntry.has(name) || entry < labourEntry.get(name)!) labourEntry.set(name, entry);
  }
  const entries: [string, string, string][] = [
    [generalContractor, COMPANY_TYPE.general, site.start],
    [OWNERS[site.index % OWNERS.length], COMPANY_TYPE.owner, site.start],
    [SUPERVISORS[site.index % SUPERVISORS.length], COMPANY_TYPE.supervisor, site.start],
    ...[...labourEntry].map(([name, entry]): [string, string, string] => [name, COMPANY_TYPE.labour, entry]),
    ...random
      .sample(SPECIALIST_SUBCONTRACTORS, random.int(3, 6))
      .map((name): [string, string, string] => [name, COMPANY_TYPE.specialist, randomDay(random, site.start, lastDay)]),
  ];
  return entries.map(([name, companyType, entryDate]) => {
    const createTime = workingTime(random, entryDate);
    // Drawn in the order the 参建单位 drew them before they referenced 企业, so the later demo data stays the same.
    const drawn = { creditCode: creditCode(random), legalPerson: chineseName(random, 'male'), capital: random.int(5, 200) * 100 };
    const { id: companyId, fields } = enterpriseFor(companies, name, companyType, {
      shortName: name.replace(/(有限公司|股份有限公司)$/, '').slice(-8),
      ...drawn,
    });
    const enterprise = fields as unknown as ProjectCompany;
    return {
      id: newId(),
      projectId: site.projectId,
      createTime,
      fields: {
        companyId,
        constructionName: name,
        shortName: enterprise.shortName,
        suid: enterprise.creditCode,
        companyType: enterprise.companyType,
        legalPerson: enterprise.legalPerson,
        qualification: enterprise.qualification,
        contacts: chineseName(random, random.chance(0.8) ? 'male' : 'female'),
        mobilePhone: mobileNumber(random),
        entryDate,
        status: ON_SITE,
      } satisfies LabourCompany,
    };
  });
}

/** Ids of the 分包单位 (specialist and labour) among a project's companies. */
export function subcontractorIds(companies: readonly SeedRecord[]): string[] {
  return companies
    .filter((company) => [COMPANY_TYPE.specialist, COMPANY_TYPE.labour].includes(String(company.fields.companyType) as '2'))
    .map((company) => company.id);
}
