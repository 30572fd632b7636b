import type { LabourCandidate, LabourHire, LabourWorker } from '../../../core/generated/entities';
import { newId } from '../../db/ids';
import { addDays, workingTime } from '../../seed/demo/dates';
import { demoPerson, identityFields } from '../../seed/demo/demoPerson';
import type { Person, SeededStep } from '../../seed/demo/inspectionHistory';
import type { Random } from '../../seed/random';
import type { SeedRecord } from '../../seed/screenRows';
import { ROSTER } from './rosterStates';

/** Hiring and candidate states (schemas/labour/hire.json, candidate.json). */
const HIRE = { open: '1', done: '2' } as const;
const CANDIDATE = { waiting: '1', hired: '2', declined: '3' } as const;

/** A team of a project, as the hires need it. */
export interface HireTeam {
  id: string;
  name: string;
  workType: string;
  companyId: string | null;
}

export interface HireDemo {
  hires: SeedRecord[];
  candidates: SeedRecord[];
  /** Roster entries of the hired candidates. */
  workers: SeedRecord[];
  steps: SeededStep[];
}

/** What one hire becomes: how long ago it was posted, and the fate of each of its candidates. */
const PLANS = [
  { daysAgo: 75, state: HIRE.done, fates: [CANDIDATE.hired, CANDIDATE.hired, CANDIDATE.declined] },
  { daysAgo: 9, state: HIRE.open, fates: [CANDIDATE.hired, CANDIDATE.waiting, CANDIDATE.waiting, CANDIDATE.declined] },
] as const;

/**
 * Two hiring requests per project: one finished some months ago (its hired candidates now 在场),
 * one still open (one candidate hired and 待进场, two waiting for a decision, one declined). The
 * hired candidates' roster entries link back through `workerId`, as the 录用 step makes them.
 */
export function buildHires(
  random: Random,
  site: { projectId: string; code: string; teams: readonly HireTeam[] },
  taken: { idCodes: Set<string>; phones: Set<string> },
  clerk: Person,
  today: string,
): HireDemo {
  const demo: HireDemo = { hires: [], candidates: [], workers: [], steps: [] };
  const step = (screenId: string, recordId: string, action: string, from: string | null, to: string, day: string, comment: string | null = null) =>
    demo.steps.push({ projectId: site.projectId, screenId, recordId, action, from, to, actor: clerk, comment, at: workingTime(random, day) });
  PLANS.forEach((plan, index) => {
    const team = random.pick(site.teams);
    const posted = addDays(today, -plan.daysAgo);
    const hireId = newId();
    const dayWage = random.pick([280, 300, 320, 350, 380]);
    demo.hires.push({
      id: hireId,
      projectId: site.projectId,
      createTime: workingTime(random, posted),
      fields: {
        hireNo: `ZP-${site.code}-${posted.replace(/-/g, '').slice(0, 6)}-${String(index + 1).padStart(2, '0')}`,
        teamId: team.id,
        companyId: team.companyId ?? undefined,
        jobName: team.workType,
        headcount: plan.fates.length,
        dayWage,
        needDate: addDays(posted, 10),
        closeDate: addDays(posted, 20),
        requirement: `${team.name}扩编：年龄18–55周岁，身体健康，持相关工种证书者优先；服从项目实名制和安全教育管理。`,
        contacts: clerk.realname,
        applicantId: clerk.id,
        status: plan.state,
      } satisfies LabourHire,
    });
    step('labour.hire', hireId, 'create', null, HIRE.open, posted);
    if (plan.state === HIRE.done) step('labour.hire', hireId, 'finish', HIRE.open, HIRE.done, addDays(posted, 20));
    plan.fates.forEach((fate) => {
      const person = demoPerson(random, taken);
      const interviewDate = addDays(posted, random.int(2, 6));
      const candidateId = newId();
      const workerId = fate === CANDIDATE.hired ? newId() : undefined;
      demo.candidates.push({
        id: candidateId,
        projectId: site.projectId,
        createTime: workingTime(random, addDays(posted, 1)),
        fields: {
          hireId,
          empName: person.name,
          idCode: person.idCode,
          empPhon: person.phone,
          empSex: person.sex === 'male' ? '1' : '2',
          jobName: team.workType,
          teamId: team.id,
          companyId: team.companyId ?? undefined,
          workYears: random.int(1, 20),
          expectedWage: dayWage + random.pick([-20, 0, 0, 20, 30]),
          interviewDate,
          status: fate,
          workerId,
        } satisfies LabourCandidate,
      });
      step('labour.candidate', candidateId, 'create', null, CANDIDATE.waiting, addDays(posted, 1));
      if (fate === CANDIDATE.declined) step('labour.candidate', candidateId, 'decline', CANDIDATE.waiting, fate, interviewDate, '试工考核未达到班组要求');
      if (!workerId) return;
      step('labour.candidate', candidateId, 'hire', CANDIDATE.waiting, fate, interviewDate);
      const onSite = plan.state === HIRE.done;
      const startTime = onSite ? addDays(interviewDate, random.int(3, 7)) : undefined;
      demo.workers.push({
        id: workerId,
        projectId: site.projectId,
        createTime: workingTime(random, interviewDate),
        fields: {
          ...identityFields(person),
          teamId: team.id,
          companyId: team.companyId ?? undefined,
          jobName: team.workType,
          empCategory: '2',
          startTime,
          enterAndRetreatCondition: onSite ? ROSTER.onSite : ROSTER.waiting,
        } satisfies LabourWorker,
      });
      step('labour.worker', workerId, 'create', null, ROSTER.waiting, interviewDate);
      if (startTime) step('labour.worker', workerId, 'enter', ROSTER.waiting, ROSTER.onSite, startTime);
    });
  });
  return demo;
}
