import { streamUrl } from '../../core/files/streamPaths';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { sql } from 'kysely';
import { rollUpReadings } from '../device/readingRollup';
import { READING_TABLE, ReadingPartitions } from '../device/readingTable';
import { addDays } from './demo/dates';
import { aerialPhotoFile, SITE_PLAN_FILE, vehicleSnapshotFile } from './demo/demoFiles';
import { DEMO_STREAM_PLAYLIST, DRONE_VIDEO_FILE } from './demo/demoStream';
import { insertScreenRecords, screenOf, type SeedRecord } from './screenRows';

/** The site's video areas and the cameras watching each (name, brand). */
const AREAS: readonly { name: string; location: string; manager: string; cameras: string[] }[] = [
  { name: '大门及出入口', location: '南侧主大门', manager: '王建军', cameras: ['大门车辆道闸球机', '人员通道枪机'] },
  { name: '1号楼施工区', location: '1号楼四周', manager: '刘海波', cameras: ['1号楼东侧枪机', '1号楼塔吊吊钩可视'] },
  { name: '钢筋加工区', location: '场区西侧加工棚', manager: '陈立新', cameras: ['钢筋加工棚半球'] },
  { name: '材料堆场', location: '场区北侧', manager: '赵明', cameras: ['材料堆场球机'] },
];
const BRANDS = ['海康威视 DS-2DE4425IW', '大华 DH-SD49425XB', '海康威视 DS-2CD3T46WD'];

/** Per project: the province and city letter of the local plates (宁波 浙B, 连云港 苏G, 惠州 粤L). */
const PLATE_PREFIXES = ['浙B', '苏G', '粤L'];
const PLATE_CHARS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const VEHICLE_TYPES = ['truck', 'mixer', 'muck', 'car', 'truck', 'machine'];
const VISIT_REASONS: Record<string, string> = {
  truck: '钢筋进场',
  mixer: '混凝土浇筑',
  muck: '土方外运',
  car: '业主检查',
  machine: '机械进场',
};
/** Days of parking history. */
const PARKING_DAYS = 30;
/** Days of positioning history before today (the "30 days of readings for every demo device"). */
const HISTORY_DAYS = 30;
const DRONE_FLIGHTS = 12;
const PILOTS = ['陈飞', '林航'];
const DRONE_PURPOSES = ['形象进度航拍', '安全文明施工巡查', '土方量测算', '塔吊区域巡查'];

const pad = (value: number) => String(value).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:00` of a day and a minute of it. */
const at = (day: string, minute: number) => `${day} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`;
/** A plate of the project's city; a fixed fleet of 24 so the same trucks come back. */
const plateOf = (project: number, vehicle: number) => {
  const n = (vehicle * 7919 + project * 104729) % 34 ** 3;
  return `${PLATE_PREFIXES[project % PLATE_PREFIXES.length]}${pad(10 + (vehicle % 90))}${PLATE_CHARS[n % 34]}${PLATE_CHARS[Math.floor(n / 34) % 34]}${PLATE_CHARS[(n * 13) % 10]}`;
};

/** Where the offline camera's stream would be: it has none while the camera is down. */
const OFFLINE_PLAYLIST = 'offline-camera/index.m3u8';

/**
 * 智慧项目部 视频与现场 in every demo project: the video areas and their cameras, all but the
 * last online and playing the demo stream (demo/demoStream.ts writes it after the seed).
 */
export async function seedSmartSite(db: AppDb, registry: ScreenRegistry, projectIds: readonly string[], now: string): Promise<void> {
  const today = now.slice(0, 10);
  const areas: SeedRecord[] = [];
  const cameras: SeedRecord[] = [];
  projectIds.forEach((projectId, p) => {
    const createTime = `${addDays(today, -150)} 09:00:00`;
    const cameraCount = AREAS.reduce((count, area) => count + area.cameras.length, 0);
    AREAS.forEach((area) => {
      const areaId = newId();
      areas.push({ id: areaId, projectId, createTime, fields: { areaName: area.name, location: area.location, manager: area.manager } });
      for (const cameraName of area.cameras) {
        const serial = cameras.length % cameraCount;
        const online = serial < cameraCount - 1;
        cameras.push({
          id: newId(),
          projectId,
          createTime,
          fields: {
            cameraName,
            areaId,
            streamUrl: streamUrl(projectId, online ? DEMO_STREAM_PLAYLIST : OFFLINE_PLAYLIST),
            status: online ? '1' : '0',
            serialNo: `CAM${p + 1}${String(serial + 1).padStart(3, '0')}`,
            brand: BRANDS[serial % BRANDS.length],
            installDate: addDays(today, -140),
          },
        });
      }
    });
  });
  await insertScreenRecords(db, screenOf(registry, 'smartproject.videoArea'), areas);
  await insertScreenRecords(db, screenOf(registry, 'smartproject.camera'), cameras);
  await seedParking(db, registry, projectIds, now);
  await seedDroneFlights(db, registry, projectIds, areas, today);
  await seedPositions(db, registry, projectIds, now);
}

/** The demo site plan's size in metres (demo/demoFiles.ts draws it at 4 px a metre). */
const PLAN_METRES = { width: 200, height: 120 };
const TAGGED_WORKERS = 4;

/**
 * One tag's walk, a reading every `step` minutes between `since` and `until` in one statement: a slow loop
 * round the site with a faster sway, `phase` minutes along so no two workers walk alike; kept
 * inside the plan's fence.
 */
async function insertWalk(db: AppDb, tag: { id: string; projectId: string; phase: number }, since: string, until: string, step = 1): Promise<void> {
  const [w, h] = [PLAN_METRES.width, PLAN_METRES.height];
  await sql`insert into ${sql.table(READING_TABLE)} (device_id, time, metrics, project_id, tenant_id)
      select ${tag.id}, ${since}::timestamp + m * interval '1 minute',
        jsonb_build_object(
          'x', round((${w / 2} + ${w * 0.38} * sin(n / 97.0) + 8 * sin(n / 9.0))::numeric, 1),
          'y', round((${h / 2} + ${h * 0.36} * cos(n / 71.0) + 6 * cos(n / 7.0))::numeric, 1)),
        ${tag.projectId}, '0'
      from (select m, m + ${tag.phase} as n
        from generate_series(0, (extract(epoch from (${until}::timestamp - ${since}::timestamp)) / 60)::int - 1, ${step}::int) as m) as minutes`.execute(db);
}

/**
 * 人员轨迹: the site plan, a positioning tag on the helmets of the first workers of each project's
 * roster, and their walks of today until now and of yesterday's working day a reading a minute, as
 * the tags send them; the working days of the month before, every five minutes, so that every demo
 * device has 30 days of readings without the seed writing 18,000 rows per tag.
 */
async function seedPositions(db: AppDb, registry: ScreenRegistry, projectIds: readonly string[], now: string): Promise<void> {
  const today = now.slice(0, 10);
  const yesterday = addDays(today, -1);
  const plans: SeedRecord[] = [];
  const tags: SeedRecord[] = [];
  const worker = screenOf(registry, 'labour.worker');
  for (const [p, projectId] of projectIds.entries()) {
    plans.push({
      id: newId(),
      projectId,
      createTime: `${addDays(today, -150)} 09:00:00`,
      fields: {
        planName: '施工总平面图',
        image: SITE_PLAN_FILE,
        widthMeters: PLAN_METRES.width,
        heightMeters: PLAN_METRES.height,
        remark: '比例 1:1000，正北向上',
      },
    });
    const workers = await db
      .selectFrom(worker.table)
      .select(['id', 'emp_name'])
      .where('project_id', '=', projectId)
      .orderBy('id')
      .limit(TAGGED_WORKERS)
      .execute();
    workers.forEach((row, w) => {
      tags.push({
        id: newId(),
        projectId,
        createTime: `${addDays(today, -30)} 08:00:00`,
        fields: {
          tagName: `安全帽定位-${String(row.emp_name)}`,
          tagNo: `UWB${p + 1}${String(w + 1).padStart(3, '0')}`,
          workerId: String(row.id),
          status: '1',
          lastUploadTime: now,
        },
      });
    });
  }
  await insertScreenRecords(db, screenOf(registry, 'smartproject.sitePlan'), plans);
  await insertScreenRecords(db, screenOf(registry, 'smartproject.positionTag'), tags);
  // Today's walk so far: from 07:30 as every day, or from midnight for a demo seeded before the shift starts, so that
  // 人员轨迹 opens on a walk at whatever hour the demo is made (an e2e run seeded at 00:20 found none).
  const todayStart = `${today} ${now.slice(11, 16) > '07:30' ? '07:30' : '00:00'}:00`;
  const until = `${today} ${now.slice(11, 16)}:00`;
  await new ReadingPartitions(db).ensureFor([`${addDays(today, -HISTORY_DAYS)} 07:30:00`, until]);
  for (const [t, tag] of tags.entries()) {
    const walker = { id: tag.id, projectId: tag.projectId!, phase: t * 53 };
    for (let d = HISTORY_DAYS; d >= 2; d -= 1) {
      const day = addDays(today, -d);
      await insertWalk(db, walker, `${day} 07:30:00`, `${day} 17:30:00`, 5);
    }
    await insertWalk(db, walker, `${yesterday} 07:30:00`, `${yesterday} 17:30:00`);
    if (todayStart < until) await insertWalk(db, walker, todayStart, until);
  }
  await rollUpReadings(
    db,
    tags.map((tag) => tag.id),
  );
}

/**
 * The gate's two barriers and a month of vehicle visits: trucks, mixers and muck carts in the day,
 * each leaving a few hours later through the exit; the last four of today are still on site.
 */
async function seedParking(db: AppDb, registry: ScreenRegistry, projectIds: readonly string[], now: string): Promise<void> {
  const today = now.slice(0, 10);
  const nowMinute = Number(now.slice(11, 13)) * 60 + Number(now.slice(14, 16));
  const gates: SeedRecord[] = [];
  const visits: SeedRecord[] = [];
  projectIds.forEach((projectId, p) => {
    const createTime = `${addDays(today, -PARKING_DAYS - 5)} 09:00:00`;
    const [entry, exit] = [newId(), newId()];
    gates.push(
      {
        id: entry,
        projectId,
        createTime,
        fields: { gateName: '南大门入口道闸', gateNo: `PG${p + 1}01`, gateWay: 'in', location: '南侧主大门', status: '1', lastUploadTime: now },
      },
      {
        id: exit,
        projectId,
        createTime,
        fields: { gateName: '南大门出口道闸', gateNo: `PG${p + 1}02`, gateWay: 'out', location: '南侧主大门', status: '1', lastUploadTime: now },
      },
    );
    const visit = (vehicle: number, inTime: string, outTime: string | null) => {
      const vehicleType = VEHICLE_TYPES[vehicle % VEHICLE_TYPES.length];
      visits.push({
        id: newId(),
        projectId,
        createTime: inTime,
        fields: {
          plateNo: plateOf(p, vehicle),
          vehicleType,
          visitReason: VISIT_REASONS[vehicleType],
          inTime,
          inGateId: entry,
          inPhoto: vehicleSnapshotFile(vehicle),
          ...(outTime ? { outTime, outGateId: exit, outPhoto: vehicleSnapshotFile(vehicle + 1) } : {}),
          status: outTime ? '2' : '1',
        },
      });
    };
    for (let d = PARKING_DAYS; d >= 1; d -= 1) {
      const day = addDays(today, -d);
      const count = 6 + ((d * 5 + p) % 6);
      for (let k = 0; k < count; k += 1) {
        const vehicle = (d * 3 + k * 5) % 24;
        const inMinute = 7 * 60 + k * 55 + ((d * 17 + k * 7) % 30);
        visit(vehicle, at(day, inMinute), at(day, Math.min(inMinute + 60 + ((k * 37 + d * 11) % 180), 23 * 60 + 30)));
      }
    }
    // Today: four vehicles came in during the last hours and are on site now (fleet numbers unused today before).
    // Just after midnight the earlier ones all came at 00:00; a gate never admits two at the same second, so the
    // k-th came k seconds into its minute.
    for (let k = 0; k < 4; k += 1) visit(20 + k, at(today, Math.max(0, nowMinute - 20 - k * 35)).replace(/00$/, pad(k)), null);
  });
  await insertScreenRecords(db, screenOf(registry, 'smartproject.parkingGate'), gates);
  await insertScreenRecords(db, screenOf(registry, 'smartproject.parking'), visits);
}

/** A flight about every five days over two months, each with its aerial photos; every other one with its video. */
async function seedDroneFlights(
  db: AppDb,
  registry: ScreenRegistry,
  projectIds: readonly string[],
  areas: readonly SeedRecord[],
  today: string,
): Promise<void> {
  const flights: SeedRecord[] = [];
  projectIds.forEach((projectId, p) => {
    const projectAreas = areas.filter((area) => area.projectId === projectId);
    for (let f = 0; f < DRONE_FLIGHTS; f += 1) {
      const flightDate = addDays(today, -(1 + f * 5 + p));
      flights.push({
        id: newId(),
        projectId,
        createTime: `${flightDate} 17:00:00`,
        fields: {
          flightDate,
          pilot: PILOTS[f % PILOTS.length],
          areaId: projectAreas[f % projectAreas.length].id,
          purpose: DRONE_PURPOSES[f % DRONE_PURPOSES.length],
          aircraft: '大疆 Mavic 3E',
          minutes: 18 + ((f * 7) % 15),
          photos: [0, 1, 2].map((k) => aerialPhotoFile(f + k)).join(','),
          video: f % 2 === 0 ? DRONE_VIDEO_FILE : null,
          findings: f % 3 === 1 ? '材料堆场局部未覆盖防尘网，已通知整改' : null,
        },
      });
    }
  });
  await insertScreenRecords(db, screenOf(registry, 'smartproject.drone'), flights);
}

/** The projects whose demo cameras play the demo stream, to write it for. */
export async function demoStreamProjects(db: AppDb, registry: ScreenRegistry): Promise<string[]> {
  const rows = await db.selectFrom(screenOf(registry, 'smartproject.camera').table).select('project_id').distinct().execute();
  return rows.map((row) => String(row.project_id));
}
