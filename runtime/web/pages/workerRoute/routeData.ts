import type { DeviceReading, DeviceReadings } from '../../../core/device/device.types';
import type { Page } from '../../../core/http/envelope';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';
import { loadScreen } from '../../render/screenLoader';

/** The device screen whose tags the page follows (its `device` metrics x and y, in metres on the plan) and the screen of the plans. */
export const TAG_SCREEN = 'smartproject.positionTag';
export const PLAN_SCREEN = 'smartproject.sitePlan';
/** The readings API answers at most this far back (device readings' MAX_CHART_HOURS). */
export const MAX_DAYS_BACK = 6;

export interface SitePlan {
  image: string;
  widthMeters: number;
  heightMeters: number;
  planName: string;
}

export interface Tag {
  id: string;
  label: string;
}

/** A point of a walk: when, and where on the plan in metres. */
export interface RoutePoint {
  time: string;
  x: number;
  y: number;
}

const listOf = async <T>(screen: ScreenFile): Promise<T[]> => {
  const answer = await http.get<Page<T>>(`${screen.api}/list`, { pageNo: 1, pageSize: 200 });
  return answer.success ? answer.result.records : [];
};

/** The project's latest plan and its tags, each named by the person wearing it. */
export async function loadSite(): Promise<{ tagScreen: ScreenFile; plan: SitePlan | null; tags: Tag[] }> {
  const [tagScreen, planScreen] = await Promise.all([loadScreen(TAG_SCREEN), loadScreen(PLAN_SCREEN)]);
  const [plans, tags] = await Promise.all([
    listOf<SitePlan>(planScreen),
    listOf<{ id: string; tagName: string; workerId_dictText?: string; tagNo?: string }>(tagScreen),
  ]);
  return {
    tagScreen,
    plan: plans[0] ?? null,
    tags: tags.map((tag) => ({ id: tag.id, label: tag.workerId_dictText ? `${tag.workerId_dictText}（${tag.tagName}）` : tag.tagName })),
  };
}

const pointOf = (reading: DeviceReading): RoutePoint | null =>
  Number.isFinite(reading.metrics.x) && Number.isFinite(reading.metrics.y) ? { time: reading.time, x: reading.metrics.x, y: reading.metrics.y } : null;

/** A tag's walk on one day (one point a minute) and its latest position, from the device readings API. */
export async function loadWalk(
  tagScreen: ScreenFile,
  tagId: string,
  day: string,
  now: Date = new Date(),
): Promise<{ walk: RoutePoint[]; latest: RoutePoint | null }> {
  const hours = Math.min(24 * 7, Math.max(1, Math.ceil((now.getTime() - new Date(`${day}T00:00:00`).getTime()) / 3_600_000)));
  const answer = await http.get<DeviceReadings>(`${tagScreen.api}/readings`, { id: tagId, hours });
  if (!answer.success) return { walk: [], latest: null };
  const walk = answer.result.series.filter((reading) => reading.time.startsWith(day)).flatMap((reading) => pointOf(reading) ?? []);
  return { walk, latest: answer.result.latest ? pointOf(answer.result.latest) : null };
}
