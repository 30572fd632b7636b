/**
 * `npm test`: every check a change can break, in order, ending with one line `N passed, N failed`.
 * Type check, schema lint and the generated-files check count as one test each; vitest and
 * Playwright report their own test counts through their JSON reporters.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface StepResult {
  name: string;
  passed: number;
  failed: number;
}

const reportDir = mkdtempSync(join(tmpdir(), 'smart-site-test-'));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function singleCheck(name: string, command: string, args: string[]): StepResult {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args) === 0;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

/** One vitest run over the given projects (vitest.config.ts), counted as one step named after the first. */
function vitestProjects(...projects: string[]): StepResult {
  const name = `vitest ${projects[0]}`;
  console.log(`\n▶ ${name}`);
  const output = join(reportDir, `vitest-${projects[0]}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const status = run('npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`]);
  if (!existsSync(output)) return { name, passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(output, 'utf8')) as { numPassedTests: number; numFailedTests: number; numFailedTestSuites: number };
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? Math.max(1, report.numFailedTestSuites) : 0);
  return { name, passed: report.numPassedTests, failed };
}

function playwright(): StepResult {
  console.log('\n▶ end-to-end (Playwright, Chromium)');
  const output = join(reportDir, 'playwright.json');
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: output });
  if (!existsSync(output)) return { name: 'e2e', passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(output, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  const failed = report.stats.unexpected + (status !== 0 && report.stats.unexpected === 0 ? 1 : 0);
  return { name: 'e2e', passed: report.stats.expected + report.stats.flaky, failed };
}

const steps: StepResult[] = [
  singleCheck('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  // Each layer alone: core without DOM or Node types, web without Node types, server without the DOM (DESIGN.md).
  singleCheck('type check runtime/core', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.core.json']),
  singleCheck('type check runtime/web', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.web.json']),
  singleCheck('type check runtime/server', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.server.json']),
  singleCheck('eslint', 'npx', ['eslint', '--max-warnings', '0', '.']),
  singleCheck('prettier', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  singleCheck('schema lint', 'npx', ['tsx', 'tools/lint-schemas.ts']),
  singleCheck('generated files up to date', 'npx', ['tsx', 'generators/index.ts', '--check']),
  // Unit tests without a DOM and the web app's tests in jsdom, in one run.
  vitestProjects('unit', 'unit-web'),
  vitestProjects('api'),
  playwright(),
];

console.log('\nSummary:');
for (const step of steps) console.log(`  ${step.name}: ${step.passed} passed, ${step.failed} failed`);
const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
