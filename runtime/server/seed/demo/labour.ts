import type { LabourTeam, LabourWorker } from '../../../core/generated/entities';
import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { randomDay, workingTime } from './dates';
import { demoPerson, idAddress, identityFields, type DemoPerson } from './demoPerson';
import { bankCardNumber } from './numbers';
import { BANKS, CONTRACTORS, GENERAL_LABOUR, TEAM_TEMPLATES, type TeamTemplate } from './teamTemplates';

/** Demo entries stop here, so no record lies in the future of the data set. */
const LAST_ENTRY_DAY = '2026-10-31';

export interface ProjectSite {
  projectId: string;
  /** Short code used in team numbers, e.g. `NB`. */
  code: string;
  start: string;
  workers: number;
}

export interface Labour {
  teams: SeedRecord[];
  workers: SeedRecord[];
}

interface Team {
  record: SeedRecord;
  template: TeamTemplate;
  entryDate: string;
}

function workerRecord(random: Random, site: ProjectSite, team: Team, person: DemoPerson, isLeader: boolean): SeedRecord {
  const startTime = isLeader ? team.entryDate : randomDay(random, team.entryDate, LAST_ENTRY_DAY);
  const roll = random.next();
  const status = isLeader || roll < 0.88 ? '0' : roll < 0.98 ? '1' : '2';
  const bank = random.pick(BANKS);
  return {
    id: newId(),
    projectId: site.projectId,
    createTime: workingTime(random, startTime),
    fields: {
      ...identityFields(person),
      nativePlace: person.region.code,
      idAddress: idAddress(random, person),
      idAgency: person.idAgency,
      idValiddate: person.idValiddate,
      teamId: team.record.id,
      jobName: !isLeader && random.chance(0.15) ? GENERAL_LABOUR : team.template.workType,
      empCategory: team.template.special ? '3' : '2',
      isTeam: isLeader ? '1' : '0',
      cwrIskeypsn: isLeader ? '1' : '0',
      startTime,
      endTime: status === '1' ? randomDay(random, startTime, LAST_ENTRY_DAY) : undefined,
      enterAndRetreatCondition: status,
      ifContract: random.chance(0.95) ? '1' : '0',
      isTrain: random.chance(0.9) ? '1' : '0',
      empBankname: bank.name,
      empCardnum: bankCardNumber(random, bank.bin),
      // Typed by the screen file: a field removed from schemas/labour/worker.json fails the type check here.
    } satisfies LabourWorker,
  };
}

/**
 * Teams (4–6 per project, each from a subcontractor, led by one of its own workers) and the
 * workers of every project, spread over its teams.
 */
export function buildLabour(random: Random, sites: readonly ProjectSite[]): Labour {
  const taken = { idCodes: new Set<string>(), phones: new Set<string>() };
  const teams: SeedRecord[] = [];
  const workers: SeedRecord[] = [];
  for (const site of sites) {
    const templates = random.sample(TEAM_TEMPLATES, random.int(4, 6));
    const siteTeams: Team[] = templates.map((template, index) => {
      const entryDate = randomDay(random, site.start, '2025-09-30');
      const record: SeedRecord = {
        id: newId(),
        projectId: site.projectId,
        createTime: workingTime(random, entryDate),
        fields: {
          teamName: template.name,
          teamType: template.teamType,
          teamSysno: `${site.code}${String(index + 1).padStart(3, '0')}`,
          // The contractor's name is no team field: it finds the team's 参建单位 once those are seeded (seedLabourPeople).
          constructionName: random.pick(CONTRACTORS),
          entryDate,
        } satisfies LabourTeam & { constructionName: string },
      };
      return { record, template, entryDate };
    });
    for (let index = 0; index < site.workers; index += 1) {
      const team = siteTeams[index % siteTeams.length];
      const isLeader = index < siteTeams.length;
      const person = demoPerson(random, taken);
      const worker = workerRecord(random, site, team, person, isLeader);
      if (isLeader)
        Object.assign(team.record.fields, { leaderName: person.name, leaderPhone: person.phone, leaderId: worker.id } satisfies Partial<LabourTeam>);
      workers.push(worker);
    }
    teams.push(...siteTeams.map((team) => team.record));
  }
  return { teams, workers };
}
