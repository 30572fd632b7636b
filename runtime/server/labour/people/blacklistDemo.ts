import type { LabourBlacklist } from '../../../core/generated/entities';
import { newId } from '../../db/ids';
import { addDays, workingTime } from '../../seed/demo/dates';
import { demoPerson } from '../../seed/demo/demoPerson';
import type { Person, SeededStep } from '../../seed/demo/inspectionHistory';
import type { Random } from '../../seed/random';
import type { SeedRecord } from '../../seed/screenRows';

/** Blacklist states (schemas/labour/blacklist.json). */
export const BLACKLIST = { pending: '0', active: '1', released: '2', rejected: '3' } as const;

/** Why people are barred, as a 劳务员 writes it, with the state each entry has reached and the 来源 (blacklist_source). */
const ENTRIES: readonly { cause: string; state: (typeof BLACKLIST)[keyof typeof BLACKLIST]; source: string; formerCompany: string }[] = [
  { cause: '2025年在南京项目聚众讨薪、堵塞项目大门，经公安机关处理', state: BLACKLIST.active, source: '3', formerCompany: '江苏恒远建筑劳务有限公司' },
  { cause: '冒用他人身份证进场，实名制核验不一致', state: BLACKLIST.active, source: '1', formerCompany: '浙江东兴劳务分包有限公司' },
  { cause: '高处作业拒不系安全带，三次违章被清退', state: BLACKLIST.active, source: '1', formerCompany: '河南中拓建设劳务有限公司' },
  { cause: '酒后上岗操作吊装设备，造成设备损坏', state: BLACKLIST.active, source: '2', formerCompany: '四川蜀安建筑劳务有限公司' },
  { cause: '殴打班组长，被公司列入不良行为记录', state: BLACKLIST.released, source: '2', formerCompany: '安徽皖达劳务服务有限公司' },
  { cause: '无证从事电焊作业', state: BLACKLIST.rejected, source: '1', formerCompany: '江苏恒远建筑劳务有限公司' },
  { cause: '盗窃项目钢筋材料，已移交派出所', state: BLACKLIST.pending, source: '1', formerCompany: '河南中拓建设劳务有限公司' },
  { cause: '伪造特种作业操作证', state: BLACKLIST.pending, source: '3', formerCompany: '浙江东兴劳务分包有限公司' },
];

export interface BlacklistDemo {
  records: SeedRecord[];
  steps: Omit<SeededStep, 'projectId'>[];
}

/**
 * 8 blacklist entries of the company, one or more in each state: registered by the 劳务员 over the
 * last months, approved or rejected by the 项目经理, one released later. ID numbers are new people
 * (not on any roster), so the seeded roster stays consistent with the blacklist.
 */
export function buildBlacklist(
  random: Random,
  taken: { idCodes: Set<string>; phones: Set<string> },
  clerk: Person,
  approver: Person,
  today: string,
): BlacklistDemo {
  const records: SeedRecord[] = [];
  const steps: Omit<SeededStep, 'projectId'>[] = [];
  ENTRIES.forEach((entry, index) => {
    const person = demoPerson(random, taken);
    const blackTime = addDays(today, -(150 - index * 18));
    const id = newId();
    const releaseDate = entry.state === BLACKLIST.released ? addDays(blackTime, 60) : undefined;
    records.push({
      id,
      createTime: workingTime(random, blackTime),
      fields: {
        empName: person.name,
        idCode: person.idCode,
        empSex: person.sex === 'male' ? '1' : '2',
        empPhon: person.phone,
        formerCompany: entry.formerCompany,
        cause: entry.cause,
        source: entry.source,
        blackTime,
        applicantId: clerk.id,
        approverId: approver.id,
        status: entry.state,
        releaseDate,
        releaseReason: releaseDate ? '本人已赔礼道歉并经公司复核，准予解除' : undefined,
      } satisfies LabourBlacklist,
    });
    const at = (day: string) => workingTime(random, day);
    steps.push({ screenId: 'labour.blacklist', recordId: id, action: 'create', from: null, to: BLACKLIST.pending, actor: clerk, at: at(blackTime) });
    if (entry.state === BLACKLIST.pending) return;
    const decided = entry.state === BLACKLIST.rejected ? 'reject' : 'approve';
    const to: string = entry.state === BLACKLIST.rejected ? BLACKLIST.rejected : BLACKLIST.active;
    const comment = entry.state === BLACKLIST.rejected ? '证据不足，待补充处罚文书后重新提交' : null;
    steps.push({
      screenId: 'labour.blacklist',
      recordId: id,
      action: decided,
      from: BLACKLIST.pending,
      to,
      actor: approver,
      comment,
      at: at(addDays(blackTime, 1)),
    });
    if (releaseDate)
      steps.push({
        screenId: 'labour.blacklist',
        recordId: id,
        action: 'release',
        from: BLACKLIST.active,
        to: BLACKLIST.released,
        actor: clerk,
        at: at(releaseDate),
      });
  });
  return { records, steps };
}
