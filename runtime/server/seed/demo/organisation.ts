import { newId } from '../../db/ids';
import type { SeedRecord } from '../screenRows';

/** A project of the demo company; `start` is when its first teams arrived on site. */
export interface DemoProject {
  name: string;
  shortName: string;
  address: string;
  start: string;
}

/** A company at the top of the organisation tree. */
export interface CompanySeed {
  name: string;
  shortName?: string;
  address?: string;
  mobile?: string;
}

/** The one company of a minimal install; the administrator renames it. */
export const MINIMAL_COMPANY: CompanySeed = { name: '总公司' };
export const DEMO_COMPANY: CompanySeed = {
  name: '华泰化学工程建设有限公司',
  shortName: '华泰化建',
  address: '江苏省南京市江北新区化工园区长丰河路 88 号',
  mobile: '025-58830000',
};
export const DEMO_DEPARTMENTS = ['工程部', '安全质量部', '物资部', '财务部'];
export const DEMO_PROJECTS: readonly DemoProject[] = [
  { name: '宁波石化二期项目', shortName: '宁波二期', address: '浙江省宁波市镇海区澥浦镇石化园区', start: '2025-01-06' },
  { name: '连云港炼化一体化项目', shortName: '连云港炼化', address: '江苏省连云港市徐圩新区石化产业基地', start: '2025-03-17' },
  { name: '惠州乙烯装置项目', shortName: '惠州乙烯', address: '广东省惠州市大亚湾石化区', start: '2025-06-02' },
];

export interface Organisation {
  company: SeedRecord;
  departments: SeedRecord[];
  projects: SeedRecord[];
}

function depart(fields: Record<string, unknown>, createTime: string): SeedRecord {
  return { id: newId(), fields, createTime };
}

/** The company, its departments and its projects (org types 1, 2, 3) with upstream-style org codes. */
export function buildOrganisation(companySeed: CompanySeed, departments: readonly string[], projects: readonly DemoProject[]): Organisation {
  const createTime = '2025-01-02 09:00:00';
  const { name, shortName, address, mobile } = companySeed;
  const company = depart({ departName: name, orgType: '1', orgCode: 'A01', shortName, address, mobile, sortNo: 0 }, createTime);
  const childCode = (index: number) => `A01A${String(index + 1).padStart(2, '0')}`;
  const departmentRecords = departments.map((name, index) =>
    depart({ departName: name, parentId: company.id, orgType: '2', orgCode: childCode(index), sortNo: index + 1 }, createTime),
  );
  const projectRecords = projects.map((project, index) =>
    depart(
      {
        departName: project.name,
        parentId: company.id,
        orgType: '3',
        orgCode: childCode(departments.length + index),
        shortName: project.shortName,
        address: project.address,
        sortNo: departments.length + index + 1,
      },
      `${project.start} 09:00:00`,
    ),
  );
  return { company, departments: departmentRecords, projects: projectRecords };
}
