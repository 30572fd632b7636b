/** Builds the web app when stale and starts the platform on a fresh data directory for the e2e run. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'smart-site-e2e-'));
const child = spawn('npx', ['tsx', 'tools/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD, DATABASE_URL: '' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
