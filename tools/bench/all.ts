/**
 * `npm run bench`: every benchmark in turn. Each prints the product's figures beside a baseline
 * measured in the same run, and the ratio against its goal; this runs them all and says which
 * could not run. Not part of `npm test`. DATABASE_URL adds the PostgreSQL figures where a bench has them.
 */
import { spawnSync } from 'node:child_process';

/** The npm scripts of the benchmarks, quickest first. */
const BENCHES = [
  'bench:editable-table',
  'bench:detail-typing',
  'bench:first-load',
  'bench:start',
  'bench:list-path',
  'bench:dashboard',
  'bench:ledger',
  'bench:gate',
  'bench:device',
  'bench:company',
  'bench:excel',
  'bench:cluster',
];

const failed: string[] = [];
for (const bench of BENCHES) {
  console.log(`\n━━ npm run ${bench}`);
  const { status } = spawnSync('npm', ['run', '--silent', bench], { stdio: 'inherit' });
  if (status !== 0) failed.push(bench);
}
console.log(failed.length === 0 ? '\n所有基准测试已运行。' : `\n未能运行：${failed.join('、')}`);
process.exit(failed.length === 0 ? 0 : 1);
