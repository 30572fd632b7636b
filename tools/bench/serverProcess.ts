import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  /** Milliseconds from spawning the process to its first answer. */
  startMs: number;
  url: string;
  /** What the process printed, for a report when it fails. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Spawns `node --import tsx <script>` with `env` added, and waits until `http://127.0.0.1:<port>/`
 * answers anything: the time a person waits for a restarted server.
 */
export async function startServerProcess(script: string, port: number, env: Record<string, string>): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) } });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { startMs: performance.now() - started, url, output: () => output, stop: () => stopProcess(child) };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
