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
  /** Shown on the 设备大屏 (default true); false for many small devices such as positioning tags. */
  bigScreen?: boolean;
}

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
