/**
 * A gate device simulator: for each device key it downloads the gate's roster and site hours
 * (GET /api/labour/gate/roster) and posts each worker's planned passes of the day (the same plan
 * the demo seed used, see runtime/server/labour/attendance/daySchedule) through the ingestion API
 * as the clock reaches them: morning in, some out and back at lunch, evening out, with jitter.
 * On start it uploads what the day already holds, as a device that was offline would; the API
 * skips what it already has, so a restart sends nothing twice.
 */
import { currentTimestamp } from '../../runtime/server/db/clock';
import { plannedPasses, type PlannedPass, type SiteHours } from '../../runtime/server/labour/attendance/daySchedule';

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

interface Roster {
  device: { name: string; sn: string };
  hours: SiteHours;
  workers: { idCode: string; name: string }[];
}

/** A pass as the device posts it. */
interface GatePass extends PlannedPass {
  idCode: string;
}

export interface SimulatorOptions {
  /** The server, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  keys: string[];
  /** How often the devices post what became due (default 10 s). */
  intervalMs?: number;
  log?: (line: string) => void;
}

/** Face recognition mostly; now and then the ID card reader of the same gate. */
const way = () => (Math.random() < 0.05 ? '5' : '1');
const temperature = () => Math.round((36 + Math.random() * 0.9) * 10) / 10;

async function call<T>(url: string, key: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-device-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${response.status} ${envelope.message}`);
  return envelope;
}

/** One simulated device: today's plan of its roster, and how far along it has posted. */
export class SimulatedGate {
  private day = '';
  private plan: GatePass[] = [];
  private sent = 0;
  private name = '';

  constructor(
    private readonly options: Required<SimulatorOptions>,
    private readonly key: string,
  ) {}

  /** Passes planned for the day being simulated (for a test to compare with what the server stored). */
  get planned(): readonly GatePass[] {
    return this.plan;
  }

  /** Plans a new day from the roster the gate downloads each morning. */
  private async planDay(day: string): Promise<void> {
    const { result } = await call<Roster>(`${this.options.baseUrl}/api/labour/gate/roster`, this.key);
    this.name = result.device.name;
    this.plan = result.workers
      .flatMap((worker) => plannedPasses(worker.idCode, day, result.hours).map((pass) => ({ ...pass, idCode: worker.idCode })))
      .sort((a, b) => a.time.localeCompare(b.time));
    this.day = day;
    this.sent = 0;
    this.options.log(`${this.name}：${day} 共 ${result.workers.length} 人，计划通行 ${this.plan.length} 次`);
  }

  /** Posts the passes that became due since the last round. */
  async tick(now: Date): Promise<void> {
    const stamp = currentTimestamp(now);
    if (stamp.slice(0, 10) !== this.day) await this.planDay(stamp.slice(0, 10));
    const due = this.plan.slice(this.sent).filter((pass) => pass.time <= stamp);
    if (due.length === 0) return;
    const passes = due.map((pass) => ({ idCode: pass.idCode, time: pass.time, direction: pass.direction, way: way(), temperature: temperature() }));
    const { message } = await call(`${this.options.baseUrl}/api/labour/gate/passes`, this.key, { passes });
    this.sent += due.length;
    this.options.log(`${this.name}：${message}`);
  }
}

/** The options with their defaults: a round every 10 s, logged to the console. */
export function simulatorSettings(options: SimulatorOptions): Required<SimulatorOptions> {
  return { intervalMs: 10_000, log: (line) => console.log(`[闸机模拟] ${line}`), ...options };
}

/** Starts the devices; answers a function that stops them. */
export function startGateSimulator(options: SimulatorOptions): () => void {
  const settings = simulatorSettings(options);
  const gates = settings.keys.map((key) => new SimulatedGate(settings, key));
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    for (const gate of gates) await gate.tick(new Date()).catch((error: Error) => settings.log(`上传失败：${error.message}`));
    running = false;
  };
  void round();
  const timer = setInterval(() => void round(), settings.intervalMs);
  return () => clearInterval(timer);
}
