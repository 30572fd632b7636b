import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandLine, usageText } from './commandLine';

const repoRoot = join(__dirname, '..', '..');

/** `npm run new-screen -- <args>` as a person runs it, with no terminal to answer questions. */
function newScreen(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'tools/new-screen.ts'), ...args], { cwd: repoRoot, encoding: 'utf8', input: '' });
}

describe('the command line of npm run new-screen', () => {
  it('reads the target and the flags', () => {
    expect(parseCommandLine(['labour/company', '--title', '参建单位', '--fields', 'a:甲:string', '--group-title', '单位', '--scope', 'tenant'])).toEqual({
      help: false,
      flags: { target: 'labour/company', title: '参建单位', fields: 'a:甲:string', groupTitle: '单位', scope: 'tenant' },
    });
  });

  it('asks for the usage text with --help or -h, whatever else is given', () => {
    expect(parseCommandLine(['--help'])).toEqual({ help: true });
    expect(parseCommandLine(['labour/company', '-h'])).toEqual({ help: true });
  });

  it('refuses an unknown option, a missing value, a second target and an unknown scope in Chinese', () => {
    expect(() => parseCommandLine(['--tittle', '甲'])).toThrow('不认识的选项 --tittle\n运行 npm run new-screen -- --help 查看用法。');
    expect(() => parseCommandLine(['labour/company', '--title'])).toThrow('选项 --title 缺少取值');
    expect(() => parseCommandLine(['--help=yes'])).toThrow('选项 --help 不带取值');
    expect(() => parseCommandLine(['labour/company', 'labour/team'])).toThrow('只能给出一个页面位置，却有 2 个：labour/company labour/team');
    expect(() => parseCommandLine(['--scope', 'global'])).toThrow("--scope 只能是 project、tenant、system，而不是 'global'");
  });

  it('lists every field type in the usage text', () => {
    for (const kind of ['string', 'dict=<字典编码>', 'unique', 'user', 'image', 'file', 'detail']) expect(usageText()).toContain(`  ${kind} `);
  });

  it('prints the usage for --help and exits 0; a wrong option prints one Chinese line, no stack trace, and exits non-zero', () => {
    const help = newScreen(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('用法：npm run new-screen -- <区域>/<页面> [选项]');
    expect(help.stderr).toBe('');

    const wrong = newScreen(['--bogus']);
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toBe('不认识的选项 --bogus\n运行 npm run new-screen -- --help 查看用法。\n');
    expect(wrong.stdout).toBe('');
  }, 60_000);
});
