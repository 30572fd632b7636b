/**
 * Wire types of the 系统监控 endpoints (/api/sys/actuator/*), shared by the server that measures
 * and the pages that draw. Sizes are bytes, times milliseconds, timestamps epoch milliseconds.
 */

/** One file system holding a folder the platform writes to. */
export interface DiskUsage {
  /** What the platform keeps there: 数据目录, 上传目录. */
  name: string;
  path: string;
  total: number;
  free: number;
  used: number;
  /** used / total, 0–100. */
  usedPercent: number;
}

export interface DiskReport {
  disks: DiskUsage[];
  /** Sums over distinct file systems (two folders on one disk count once). */
  total: number;
  free: number;
  used: number;
}

/** A request of the HTTP trace (API requests only, newest first). */
export interface HttpTraceEntry {
  method: string;
  /** Path and query, with the values of secret-looking parameters replaced by ***. */
  path: string;
  status: number;
  timeMs: number;
  /** When the request arrived. */
  at: number;
}

export interface HttpTraceReport {
  capacity: number;
  /** Requests answered since the server started, of which the newest `capacity` are kept. */
  total: number;
  entries: HttpTraceEntry[];
}

/** One sample of the Node runtime, taken every few seconds. */
export interface RuntimeSample {
  at: number;
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  /** Event-loop delay over the sample period. */
  loopDelayMean: number;
  loopDelayP99: number;
  loopDelayMax: number;
  /** Whole-machine CPU use over the sample period, 0–100. */
  cpuPercent: number;
}

export interface GcKindStats {
  /** minor, major, incremental, weakcb. */
  kind: string;
  count: number;
  totalMs: number;
}

export interface RuntimeReport {
  nodeVersion: string;
  v8Version: string;
  pid: number;
  heapLimit: number;
  current: RuntimeSample;
  /** Oldest first. */
  history: RuntimeSample[];
  sampleIntervalMs: number;
  gc: GcKindStats[];
}

export interface CacheReport {
  name: string;
  /** Dictionaries held (0 while not loaded). */
  dictionaries: number;
  /** Items over all held dictionaries. */
  items: number;
  hits: number;
  misses: number;
  /** hits / (hits + misses), 0–100; null before the first read. */
  hitRatio: number | null;
  loadedAt: number | null;
}

export interface ServerReport {
  hostname: string;
  os: string;
  platform: string;
  arch: string;
  cpuModel: string;
  cpuCount: number;
  cpuPercent: number;
  loadAverage: [number, number, number];
  totalMemory: number;
  freeMemory: number;
  usedMemory: number;
  uptimeSeconds: number;
}

/** Connections to the database: PGlite serves one, queued behind a lock. */
export interface DatabasePoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface AppReport {
  name: string;
  version: string;
  startedAt: number;
  uptimeSeconds: number;
  nodeVersion: string;
  database: { kind: 'pglite' | 'postgres'; label: string; pool: DatabasePoolStats };
  onlineSessions: number;
}
