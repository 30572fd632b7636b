import { newId } from '../../db/ids';
import type { Random } from '../random';
import type { SeedRecord } from '../screenRows';
import { addDays } from './dates';

/** A work package of a plant construction and its milestones in order: name, planned days, index of its predecessor in the whole list. */
interface DesignTemplate {
  name: string;
  part: string;
  content: string;
  milestones: readonly { name: string; days: number; after: number[] }[];
}

/**
 * About eight months of a plant project in four work packages; `after` points at earlier
 * milestones of the whole list (finish-to-start), so the schedule is a chain with a few forks.
 */
const DESIGNS: readonly DesignTemplate[] = [
  {
    name: '土建基础工程',
    part: '1#装置区',
    content: '场地平整、桩基、设备基础及地下管网施工',
    milestones: [
      { name: '场地平整完成', days: 14, after: [] },
      { name: '桩基施工完成', days: 28, after: [0] },
      { name: '设备基础浇筑完成', days: 24, after: [1] },
      { name: '地下管网验收', days: 18, after: [1] },
    ],
  },
  {
    name: '主体结构工程',
    part: '综合楼',
    content: '框架结构、砌体及屋面工程',
    milestones: [
      { name: '主体结构封顶', days: 40, after: [2] },
      { name: '砌体工程完成', days: 22, after: [4] },
      { name: '屋面防水完成', days: 12, after: [4] },
    ],
  },
  {
    name: '钢结构与设备安装',
    part: '管廊A段',
    content: '管廊钢结构吊装、静设备和动设备安装就位',
    milestones: [
      { name: '管廊钢结构吊装完成', days: 26, after: [2, 3] },
      { name: '静设备安装就位', days: 20, after: [7] },
      { name: '动设备安装找正', days: 18, after: [8] },
    ],
  },
  {
    name: '工艺管道与试车',
    part: '罐区',
    content: '工艺管道预制安装、试压吹扫及单机试车',
    milestones: [
      { name: '工艺管道安装完成', days: 30, after: [8] },
      { name: '管道试压吹扫完成', days: 14, after: [10] },
      { name: '单机试车完成', days: 12, after: [9, 11] },
    ],
  },
];

export interface ScheduleSite {
  projectId: string;
  /** Who is responsible: the project's 施工员 first, its 项目经理 for some packages. */
  responsible: readonly string[];
}

export interface ScheduleSeed {
  designs: SeedRecord[];
  milestones: SeedRecord[];
}

interface Planned {
  start: string;
  end: string;
}

/** Planned dates: each milestone starts a few days after the latest end of its predecessors. */
function plan(random: Random, first: string): Planned[] {
  const all = DESIGNS.flatMap((design) => design.milestones);
  const planned: Planned[] = [];
  for (const milestone of all) {
    const ready = milestone.after.length === 0 ? first : milestone.after.map((index) => planned[index].end).sort()[milestone.after.length - 1];
    const start = addDays(ready, milestone.after.length === 0 ? 0 : random.int(1, 4));
    planned.push({ start, end: addDays(start, milestone.days - 1) });
  }
  return planned;
}

/**
 * What happened so far: milestones planned to end before today are done (most on time, every
 * fourth a few days late); the running ones started, partly done — one of them already past its
 * planned end (late); later ones not started.
 */
function actuals(random: Random, planned: Planned, index: number, today: string) {
  if (planned.end < today) {
    const late = index % 4 === 3 ? random.int(3, 9) : 0;
    const end = addDays(planned.end, late - random.int(0, 2));
    if (end < today) return { actualStart: addDays(planned.start, random.int(0, 2)), actualEnd: end, progress: 100 };
    return { actualStart: addDays(planned.start, random.int(0, 2)), actualEnd: null, progress: random.int(75, 95) };
  }
  if (planned.start <= today) return { actualStart: addDays(planned.start, random.int(0, 3)), actualEnd: null, progress: random.int(15, 70) };
  return { actualStart: null, actualEnd: null, progress: 0 };
}

const designStatus = (milestones: SeedRecord[]): string => {
  const progress = milestones.map((milestone) => Number(milestone.fields.progress));
  if (progress.every((value) => value === 100)) return '4';
  return progress.some((value) => value > 0) ? '3' : '2';
};

/** 计划与进度 of one project: four work packages and their twelve milestones over about eight months around today. */
export function buildSchedule(random: Random, site: ScheduleSite, today: string): ScheduleSeed {
  const first = addDays(today, -150 - random.int(0, 10));
  const planned = plan(random, first);
  const created = `${addDays(first, -10)} 09:00:00`;
  const seed: ScheduleSeed = { designs: [], milestones: [] };
  const ids = planned.map(() => newId());
  let index = 0;
  DESIGNS.forEach((template, designIndex) => {
    const designId = newId();
    const responsibleId = site.responsible[designIndex % site.responsible.length];
    const own: SeedRecord[] = template.milestones.map((milestone) => {
      const dates = planned[index];
      const record: SeedRecord = {
        id: ids[index],
        projectId: site.projectId,
        createTime: created,
        fields: {
          milestoneName: milestone.name,
          designId,
          planStart: dates.start,
          planEnd: dates.end,
          ...actuals(random, dates, index, today),
          predecessors: milestone.after.map((after) => ids[after]).join(',') || null,
          responsibleId,
        },
      };
      index += 1;
      return record;
    });
    seed.milestones.push(...own);
    seed.designs.push({
      id: designId,
      projectId: site.projectId,
      createTime: created,
      fields: {
        designName: template.name,
        part: template.part,
        content: template.content,
        planStart: own[0].fields.planStart,
        planEnd: own.map((milestone) => String(milestone.fields.planEnd)).sort()[own.length - 1],
        responsibleId,
        status: designStatus(own),
      },
    });
  });
  return seed;
}
