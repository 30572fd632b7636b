import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repoRoot = join(__dirname, '..', '..', '..');

/** A throwaway copy of the project's schemas and catalogue, to break on purpose. */
export function copyProject(): {
  root: string;
  edit(path: string, change: (json: Record<string, unknown>) => void): void;
  write(path: string, text: string): void;
} {
  const root = mkdtempSync(join(tmpdir(), 'lint-'));
  cpSync(join(repoRoot, 'schemas'), join(root, 'schemas'), { recursive: true });
  cpSync(join(repoRoot, 'screens.json'), join(root, 'screens.json'));
  return {
    root,
    edit(path, change) {
      const json = JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;
      change(json);
      writeFileSync(join(root, path), JSON.stringify(json, null, 2));
    },
    write(path, text) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    },
  };
}

/** Only the edited file's messages: files that refer to a broken screen report their own follow-on errors. */
export function messagesOf(path: string, messages: string[]): string[] {
  return path === 'screens.json' ? messages : messages.filter((message) => message.startsWith(path));
}
