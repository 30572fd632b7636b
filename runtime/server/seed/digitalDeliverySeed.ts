import { detailScreenOf } from '../../core/screen/detailScreen';
import { detailFields } from '../../core/screen/screenModel';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { addDays } from './demo/dates';
import { BIM_DOCUMENT_TITLES, bimDocumentFile, IFC_MODEL_FILE, SITE_VIDEO_FILE } from './demo/demoFiles';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** A demo project for 数字化交付: its id and site code. */
export interface DeliveryProject {
  projectId: string;
  code: string;
}

/** 专业 (dictionary tec_discipline) and 文件类型 (dd_bim_file_kind) of each BIM file, its name, and how many versions it went through. */
const BIM_FILES = [
  ['1', '1', '项目部办公楼建筑模型', 3],
  ['2', '1', '项目部办公楼结构模型', 2],
  ['3', '1', '给排水管网模型', 2],
  ['5', '1', '暖通风管模型', 1],
  ['4', '1', '电气桥架模型', 2],
  ['1', '2', BIM_DOCUMENT_TITLES[0], 1],
  ['1', '2', BIM_DOCUMENT_TITLES[1], 2],
  ['3', '2', BIM_DOCUMENT_TITLES[2], 3],
  ['1', '3', BIM_DOCUMENT_TITLES[3], 1],
] as const;
const VERSION_NOTES = ['初版提交', '按设计变更更新', '按碰撞检查结果调整'];
const MODELS = [
  ['项目部办公楼 建筑结构综合模型', '1', 'V1.0', '方案阶段模型：外墙、门窗、楼板和框架柱', -120],
  ['项目部办公楼 建筑结构综合模型', '1', 'V2.0', '施工图深化后模型，门窗洞口按图纸会审意见调整', -30],
  ['项目部办公楼 结构模型', '2', 'V1.0', '框架柱、楼板与屋面板，供结构专业校核', -75],
] as const;
const VIDEOS = [
  ['基础施工延时摄影', -140, '基础开挖至垫层浇筑全过程'],
  ['塔吊安装过程记录', -110, '塔吊基础验收后安装、顶升过程'],
  ['主体结构施工进度', -60, '一层框架柱与屋面板浇筑'],
  ['安全文明施工巡查', -12, '项目部组织的月度安全文明施工检查'],
] as const;

const record = (projectId: string, day: string, fields: Record<string, unknown>): SeedRecord => ({
  id: newId(),
  projectId,
  createTime: `${day} 10:00:00`,
  fields,
});

/**
 * BIM文件 with their versions, 模型列表 (the site office's IFC model, written at first start) and
 * 视频 in every demo project, spread over the last five months.
 */
export async function seedDigitalDelivery(
  db: AppDb,
  registry: ScreenRegistry,
  projects: readonly DeliveryProject[],
  today: string,
  uploader: string,
): Promise<void> {
  const files: SeedRecord[] = [];
  const versions: SeedRecord[] = [];
  const models: SeedRecord[] = [];
  const videos: SeedRecord[] = [];
  for (const { projectId, code } of projects) {
    BIM_FILES.forEach(([discipline, kind, name, count], index) => {
      const first = addDays(today, -150 + index * 6);
      const file = record(projectId, first, { fileNo: `${code}-BIM-${String(index + 1).padStart(3, '0')}`, fileName: name, discipline, fileKind: kind });
      files.push(file);
      for (let version = 0; version < count; version += 1) {
        const day = addDays(first, version * 40);
        versions.push(
          record(projectId, day, {
            bimFileId: file.id,
            orderNum: version + 1,
            versionNo: `V${version + 1}.0`,
            file: kind === '1' ? IFC_MODEL_FILE : bimDocumentFile(BIM_DOCUMENT_TITLES.indexOf(name as (typeof BIM_DOCUMENT_TITLES)[number])),
            uploader,
            uploadTime: day,
            note: VERSION_NOTES[version],
          }),
        );
      }
    });
    for (const [modelName, discipline, versionNo, description, days] of MODELS) {
      const day = addDays(today, days);
      models.push(record(projectId, day, { modelName, discipline, versionNo, ifcFile: IFC_MODEL_FILE, uploadDate: day, description }));
    }
    for (const [title, days, description] of VIDEOS) {
      const day = addDays(today, days);
      videos.push(record(projectId, day, { title, shootDate: day, videoFile: SITE_VIDEO_FILE, description }));
    }
  }
  const bimFile = screenOf(registry, 'digitalDelivery.bimFile');
  await insertScreenRecords(db, bimFile, files);
  await insertScreenRecords(db, detailScreenOf(bimFile, detailFields(bimFile)[0]), versions);
  await insertScreenRecords(db, screenOf(registry, 'digitalDelivery.model'), models);
  await insertScreenRecords(db, screenOf(registry, 'digitalDelivery.video'), videos);
}
