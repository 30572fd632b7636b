import type { DeviceMetric, DeviceReading } from './device.types';

/** Where the 设备大屏 lives and what opening it takes (`<permission>:list`). */
export const BIG_SCREEN = { path: '/machineWeldingbg/index', api: '/device/bigScreen', permission: 'specialdevice:bigScreen' } as const;

/** A device counts as online while its last upload is at most this old. */
export const ONLINE_MINUTES = 10;
/** Hours of the trend chart. */
export const TREND_HOURS = 2;

/** 报警 (an alarm of the device is still open), 在线 (uploaded lately), 离线. */
export type DeviceState = 'alarm' | 'online' | 'offline';

export interface BigScreenDevice {
  id: string;
  /** The device screen's id and title, e.g. specialdevice.tower, 塔吊. */
  screen: string;
  kindTitle: string;
  name: string;
  lastUpload: string | null;
  state: DeviceState;
  metrics: DeviceMetric[];
  limits: Record<string, { lower: number | null; upper: number | null }>;
  latest: DeviceReading | null;
}

export interface BigScreenAlarm {
  id: string;
  deviceName: string;
  metricTitle: string;
  unit?: string;
  value: number | null;
  limitValue: number | null;
  startTime: string;
  /** Empty while the excursion lasts. */
  endTime: string | null;
}

/** One line of the trend chart: a device's first metric, one point a minute. */
export interface BigScreenTrend {
  id: string;
  name: string;
  metric: DeviceMetric;
  points: [string, number | null][];
}

/** `GET /api/device/bigScreen`: the current project's devices, today's alarms and the recent trend. */
export interface BigScreenAnswer {
  now: string;
  devices: BigScreenDevice[];
  /** Today's alarms, newest first (none when the caller may not list the alarms). */
  alarms: BigScreenAlarm[];
  trend: BigScreenTrend[];
  /** Whether the caller may read the 焊机报表 (its view and the lists it reads): the screen then asks it for today. */
  welding: boolean;
}

/** The 焊机报表's per machine and day table the big screen shows for today, and what reading it takes. */
export const BIG_SCREEN_WELDING = {
  dashboard: 'specialdevice.machineWeldingReport',
  widget: 'byMachineDay',
  permissions: ['specialdevice:machineWeldingReport:view', 'pipe:weldData:list', 'pipe:device:list'],
} as const;
