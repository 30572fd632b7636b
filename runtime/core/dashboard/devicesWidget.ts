import type { DeviceMetric, DeviceReading } from '../device/device.types';
import type { ScreenFile } from '../screen/screen.types';
import type { DashboardWidget } from './dashboard.types';

/** A device counts as online while its last upload is at most this old. */
export const ONLINE_MINUTES = 10;

/** 报警 (an alarm of the device is still open), 在线 (uploaded lately), 离线. */
export const DEVICE_STATES = ['alarm', 'online', 'offline'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];
export const DEVICE_STATE_TITLES: Readonly<Record<DeviceState, string>> = { alarm: '报警', online: '在线', offline: '离线' };

/** One card of a `devices` widget: a visible device of the widget's device screen, its state, limits and latest reading. */
export interface DeviceCard {
  id: string;
  name: string;
  lastUpload: string | null;
  state: DeviceState;
  metrics: DeviceMetric[];
  limits: Record<string, { lower: number | null; upper: number | null }>;
  latest: DeviceReading | null;
}

/** Whether a value lies above the upper or below the lower limit of its metric. */
export function outsideLimits(value: number | undefined, limits: DeviceCard['limits'][string] | undefined): boolean {
  if (value === undefined || !limits) return false;
  return (limits.upper !== null && value > limits.upper) || (limits.lower !== null && value < limits.lower);
}

/**
 * A devices widget has no aggregate of its own (the server answers its cards, see deviceCards): it
 * is kept with no measures, so the widget compiles like any other and reloads on its screen's
 * dataChanged pushes (an upload, an alarm opened). Other widgets are answered as they are.
 */
export function expandDevicesWidget(widget: DashboardWidget, screen: ScreenFile | undefined): DashboardWidget {
  if (widget.type !== 'devices' || !screen?.device) return widget;
  return { ...widget, data: { ...widget.data, measures: [] } };
}
