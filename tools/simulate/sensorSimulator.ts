/**
 * A sensor simulator for the device screens (塔吊, 升降机). Each device samples once a second and
 * uploads what it sampled every round (10 s by default) as one batch to POST /api/device/readings
 * with its key, as a site gateway buffers its sensors. A crane's lifts swing its moment between 45
 * and 80 %; now and then (about one sample in SPIKE_ODDS per crane) a lift goes over, to 92–97 %
 * for a few seconds, which the server turns into one alarm. A hoist goes up and down with its door
 * shut while moving.
 */
import { currentTimestamp } from '../../runtime/server/db/clock';

/** One sample in this many starts an overloaded lift on a crane. */
const SPIKE_ODDS = 900;
/** Samples an overloaded lift lasts. */
export const SPIKE_SAMPLES = 20;
/** A sensor samples once a second. */
const SAMPLE_MS = 1000;

/** A simulated device: its key and whether it is a crane or a hoist. */
export interface SensorDevice {
  key: string;
  kind: 'tower' | 'elevator';
}

export interface SensorOptions {
  baseUrl: string;
  devices: SensorDevice[];
  /** How often the devices upload (default 10 s: a batch of 10 samples). */
  intervalMs?: number;
  log?: (line: string) => void;
  /** The source of chance (Math.random by default; a test passes its own). */
  random?: () => number;
}

/** One sample as the device API takes it. */
export interface SensorReading {
  time: string;
  metrics: Record<string, number>;
}

/** The server's answer to an upload. */
export interface UploadAnswer {
  success: boolean;
  message: string;
  result: { received: number; inserted: number; duplicates: number; alarms: number } | null;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Posts one batch of one device, as a device does; answers the server's envelope (refusals included). */
export async function uploadReadings(baseUrl: string, key: string, readings: readonly SensorReading[]): Promise<UploadAnswer> {
  const response = await fetch(`${baseUrl}/api/device/readings`, {
    method: 'POST',
    headers: { 'x-device-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ readings }),
  });
  return (await response.json()) as UploadAnswer;
}

/** One simulated sensor and its state between samples. */
export class SimulatedSensor {
  private step = 0;
  private spike = 0;

  constructor(
    private readonly options: Required<Pick<SensorOptions, 'baseUrl' | 'random'>>,
    private readonly device: SensorDevice,
  ) {}

  /** The values of one sample: a crane's or a hoist's. */
  reading(at: Date): SensorReading {
    const { random } = this.options;
    this.step += 1;
    const phase = Math.abs(Math.sin(this.step / 60));
    if (this.device.kind === 'elevator') {
      const moving = phase > 0.1;
      return {
        time: currentTimestamp(at),
        metrics: { load: round(0.4 + 1.2 * random(), 2), height: round(60 * phase), speed: moving ? round(30 + 6 * random()) : 0, door: moving ? 0 : 1 },
      };
    }
    if (this.spike === 0 && random() < 1 / SPIKE_ODDS) this.spike = SPIKE_SAMPLES;
    const moment = this.spike > 0 ? 92 + 5 * random() : 45 + 35 * phase;
    if (this.spike > 0) this.spike -= 1;
    return {
      time: currentTimestamp(at),
      metrics: {
        load: round(moment / 16, 2),
        moment: round(moment),
        height: round(20 + 20 * random()),
        radius: round(15 + 25 * phase),
        windSpeed: round(3 + 4 * random()),
        tilt: round(0.2 + 0.2 * random(), 2),
      },
    };
  }

  /** The `count` samples of the seconds up to `now`, oldest first: one upload's batch. */
  batch(now: Date, count: number): SensorReading[] {
    return Array.from({ length: count }, (_, i) => this.reading(new Date(now.getTime() - (count - 1 - i) * SAMPLE_MS)));
  }

  /** Uploads the samples of the last `count` seconds; answers the server's summary, throws its refusal. */
  async tick(now: Date, count = 1): Promise<string> {
    const answer = await uploadReadings(this.options.baseUrl, this.device.key, this.batch(now, count));
    if (!answer.success) throw new Error(answer.message);
    return answer.message;
  }
}

/** Starts the sensors; answers a function that stops them. */
export function startSensorSimulator(options: SensorOptions): () => void {
  const settings: Required<SensorOptions> = { intervalMs: 10_000, log: (line) => console.log(`[设备模拟] ${line}`), random: Math.random, ...options };
  const sensors = settings.devices.map((device) => new SimulatedSensor(settings, device));
  const samples = Math.max(1, Math.round(settings.intervalMs / SAMPLE_MS));
  let running = false;
  const roundOfAll = async () => {
    if (running) return;
    running = true;
    for (const sensor of sensors)
      await sensor
        .tick(new Date(), samples)
        .then((message) => !message.endsWith('报警0条') && settings.log(message))
        .catch((error: Error) => settings.log(`上传失败：${error.message}`));
    running = false;
  };
  void roundOfAll();
  const timer = setInterval(() => void roundOfAll(), settings.intervalMs);
  return () => clearInterval(timer);
}
