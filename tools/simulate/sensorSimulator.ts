/**
 * A sensor simulator for the device screens (塔吊, 升降机): every round each device posts one
 * reading of plausible values to POST /api/device/readings with its key. A crane's lifts swing
 * its moment between 45 and 80 %; now and then (about one round in SPIKE_ODDS per crane) a lift
 * goes over, to 92–97 % for a few rounds, which the server turns into one alarm. A hoist goes up
 * and down with its door shut while moving.
 */
import { currentTimestamp } from '../../runtime/server/db/clock';

/** One round in this many starts an overloaded lift on a crane. */
const SPIKE_ODDS = 90;
/** Rounds an overloaded lift lasts. */
const SPIKE_ROUNDS = 3;

/** A simulated device: its key and whether it is a crane or a hoist. */
export interface SensorDevice {
  key: string;
  kind: 'tower' | 'elevator';
}

export interface SensorOptions {
  baseUrl: string;
  devices: SensorDevice[];
  /** How often the devices post (default 10 s). */
  intervalMs?: number;
  log?: (line: string) => void;
  /** The source of chance (Math.random by default; a test passes its own). */
  random?: () => number;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One simulated sensor and its state between rounds. */
export class SimulatedSensor {
  private step = 0;
  private spike = 0;

  constructor(
    private readonly options: Required<SensorOptions>,
    private readonly device: SensorDevice,
  ) {}

  /** The values of this round: a crane's or a hoist's. */
  reading(now: Date): { time: string; metrics: Record<string, number> } {
    const { random } = this.options;
    this.step += 1;
    const phase = Math.abs(Math.sin(this.step / 6));
    if (this.device.kind === 'elevator') {
      const moving = phase > 0.1;
      return {
        time: currentTimestamp(now),
        metrics: { load: round(0.4 + 1.2 * random(), 2), height: round(60 * phase), speed: moving ? round(30 + 6 * random()) : 0, door: moving ? 0 : 1 },
      };
    }
    if (this.spike === 0 && random() < 1 / SPIKE_ODDS) this.spike = SPIKE_ROUNDS;
    const moment = this.spike > 0 ? 92 + 5 * random() : 45 + 35 * phase;
    if (this.spike > 0) this.spike -= 1;
    return {
      time: currentTimestamp(now),
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

  /** Posts this round's reading; answers the server's summary. */
  async tick(now: Date): Promise<string> {
    const response = await fetch(`${this.options.baseUrl}/api/device/readings`, {
      method: 'POST',
      headers: { 'x-device-key': this.device.key, 'content-type': 'application/json' },
      body: JSON.stringify({ readings: [this.reading(now)] }),
    });
    const answer = (await response.json()) as { success: boolean; message: string };
    if (!answer.success) throw new Error(answer.message);
    return answer.message;
  }
}

/** Starts the sensors; answers a function that stops them. */
export function startSensorSimulator(options: SensorOptions): () => void {
  const settings: Required<SensorOptions> = { intervalMs: 10_000, log: (line) => console.log(`[设备模拟] ${line}`), random: Math.random, ...options };
  const sensors = settings.devices.map((device) => new SimulatedSensor(settings, device));
  let running = false;
  const roundOfAll = async () => {
    if (running) return;
    running = true;
    for (const sensor of sensors)
      await sensor
        .tick(new Date())
        .then((message) => message.includes('报警1') && settings.log(message))
        .catch((error: Error) => settings.log(`上传失败：${error.message}`));
    running = false;
  };
  void roundOfAll();
  const timer = setInterval(() => void roundOfAll(), settings.intervalMs);
  return () => clearInterval(timer);
}
