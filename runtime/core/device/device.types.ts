/** One measured quantity a device uploads, e.g. 力矩 in %. */
export interface DeviceMetric {
  /** Key in an uploaded reading's `metrics`, e.g. moment. */
  name: string;
  title: string;
  unit?: string;
}

/**
 * A screen's `device`: its records are devices that upload readings with their own key
 * (POST /api/device/readings); limits come from the thresholds screen by kind and project, and a
 * reading outside them opens one alarm per excursion in the alarms screen.
 */
export interface DeviceDeclaration {
  /** Code of the device kind (dictionary device_kind), which the thresholds are set by, e.g. tower. */
  kind: string;
  /** Field naming a device in alarms and notices. */
  name: string;
  /** Date-time field the server stamps with each upload. */
  lastUpload: string;
  metrics: DeviceMetric[];
  /** Screen holding the limits (fields of THRESHOLD_FIELDS). */
  thresholds: string;
  /** Screen receiving the alarms (fields of ALARM_FIELDS). */
  alarms: string;
  /** Role codes told of a new alarm: their holders who are members of the device's project. */
  notify: string[];
  /** What the site does when an alarm of some metrics opens (e.g. 喷淋开启 on PM10), logged in the same transaction. */
  onAlarm?: DeviceAlarmAction[];
}

/**
 * An action taken when an excursion of one of `metrics` opens an alarm: a row in the `screen` (fields
 * of ALARM_ACTION_FIELDS) saying which device, which alarm and what was done, e.g. the spray system
 * switched on when PM10 passes its limit.
 */
export interface DeviceAlarmAction {
  metrics: string[];
  /** Screen receiving the action records. */
  screen: string;
  /** What was done, written into the record's `action`, e.g. 喷淋开启. */
  action: string;
}

/** Fields an onAlarm screen must have: the device, the alarm and its metric and value, the action and its time. */
export const ALARM_ACTION_FIELDS = ['deviceId', 'deviceName', 'alarmId', 'metric', 'value', 'action', 'actionTime'] as const;

/** Fields a thresholds screen must have: the limits of one metric of one device kind. */
export const THRESHOLD_FIELDS = ['deviceKind', 'metric', 'lowerLimit', 'upperLimit'] as const;

/** Fields an alarms screen must have: the device, the metric, the worst value, the limit passed and the excursion's span. */
export const ALARM_FIELDS = ['deviceId', 'deviceName', 'deviceKind', 'metric', 'value', 'limitValue', 'startTime', 'endTime'] as const;

/** One stored reading: local time and the values it carried. */
export interface DeviceReading {
  time: string;
  metrics: Record<string, number>;
}

/** What `GET <api>/readings?id=` answers for a device's 实时数据. */
export interface DeviceReadings {
  metrics: DeviceMetric[];
  /** The limits of the device's kind in its project, by metric name. */
  limits: Record<string, { lower: number | null; upper: number | null }>;
  latest: DeviceReading | null;
  /** One point a minute (`YYYY-MM-DD HH:mm`), oldest first. */
  series: DeviceReading[];
}
