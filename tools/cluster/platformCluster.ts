/**
 * Several platform processes on one PostgreSQL behind HAProxy: what `npm run cluster`, the
 * 3-server test and `npm run bench:cluster` start. The servers run the compiled bundle
 * (tools/startBuild.ts) on consecutive ports with one upload folder; HAProxy balances them round
 * robin, health-checks /api/health and keeps websockets open.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUNDLE } from '../startBuild';

export interface ClusterOptions {
  databaseUrl: string;
  /** How many platform processes (1 or more). */
  servers: number;
  /** HAProxy's port; the servers listen on the ports after it. */
  proxyPort: number;
  /** The upload folder every server shares. */
  uploadDir: string;
  /** More environment for the servers (SEED, ADMIN_PASSWORD, …). */
  env?: Record<string, string>;
  /** Where the processes' output goes; kept in memory for a report when absent. */
  onOutput?: (name: string, text: string) => void;
}

export interface ClusterProcess {
  name: string;
  url: string;
  /** Its process id (a server names itself by it in a job lease). */
  pid: number | undefined;
  /** Kills it at once (SIGKILL: a crash, no goodbye) or stops it (SIGTERM). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  alive(): boolean;
}

export interface Cluster {
  /** HAProxy's address: what browsers and clients use. */
  url: string;
  servers: ClusterProcess[];
  proxy: ClusterProcess;
  /** What every process printed, for a failure report. */
  output(): string;
  stop(): Promise<void>;
}

/** The HAProxy configuration for `servers` platform processes on the ports after `proxyPort`. */
export function haproxyConfig(proxyPort: number, servers: number): string {
  const lines = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 3s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An upgraded websocket is a tunnel: it stays open as long as the notice socket's heartbeat keeps it busy.
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    // A request that never reached a server (it was down) goes to another; one a server took is never resent.
    '  retries 3',
    '  retry-on conn-failure',
    '  option redispatch 1',
    'frontend platform',
    `  bind 127.0.0.1:${proxyPort}`,
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    ...Array.from({ length: servers }, (_, index) => `  server s${index + 1} 127.0.0.1:${proxyPort + index + 1} check`),
  ];
  return `${lines.join('\n')}\n`;
}

/** Resolves once `url` answers 200, rejects when `child` exits first or after `seconds`. */
async function untilHealthy(url: string, child: ChildProcess, name: string, output: () => string, seconds = 300): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} 已退出（${child.exitCode ?? child.signalCode}）：\n${output().slice(-4000)}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} 在 ${seconds} 秒内没有就绪：\n${output().slice(-4000)}`);
}

function processOf(name: string, url: string, child: ChildProcess): ClusterProcess {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    url,
    pid: child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Starts the cluster: the first server alone (it migrates and seeds a new database), then the
 * others, then HAProxy; resolves once HAProxy answers. The server bundle must be built.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  let output = '';
  const record = (name: string) => (chunk: Buffer) => {
    const text = chunk.toString();
    if (options.onOutput) options.onOutput(name, text);
    else output = (output + text.replace(/^/gm, `[${name}] `)).slice(-200_000);
  };
  const started: ClusterProcess[] = [];
  const spawnOne = (name: string, command: string, args: string[], env: Record<string, string>): ChildProcess => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', record(name));
    child.stderr?.on('data', record(name));
    return child;
  };
  const stopAll = async () => {
    for (const one of started.reverse()) await one.kill('SIGTERM');
  };
  try {
    const servers: ClusterProcess[] = [];
    const startServer = async (index: number): Promise<ClusterProcess> => {
      const port = options.proxyPort + index + 1;
      const name = `s${index + 1}`;
      const env = { ...options.env, DATABASE_URL: options.databaseUrl, PORT: String(port), HOST: '127.0.0.1', UPLOAD_DIR: options.uploadDir, TRUST_PROXY: '1' };
      const child = spawnOne(name, process.execPath, [SERVER_BUNDLE], env);
      const server = processOf(name, `http://127.0.0.1:${port}`, child);
      started.push(server);
      await untilHealthy(`${server.url}/api/health`, child, name, () => output);
      return server;
    };
    servers.push(await startServer(0));
    servers.push(...(await Promise.all(Array.from({ length: options.servers - 1 }, (_, index) => startServer(index + 1)))));
    const configDir = await mkdtemp(path.join(tmpdir(), 'platform-haproxy-'));
    const configFile = path.join(configDir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig(options.proxyPort, options.servers));
    // -db: stay in the foreground, so stopping this process's child stops HAProxy.
    const haproxy = spawnOne('haproxy', 'haproxy', ['-db', '-f', configFile], {});
    const proxy = processOf('haproxy', `http://127.0.0.1:${options.proxyPort}`, haproxy);
    started.push(proxy);
    await untilHealthy(`${proxy.url}/api/health`, haproxy, 'haproxy', () => output, 30);
    return { url: proxy.url, servers, proxy, output: () => output, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
