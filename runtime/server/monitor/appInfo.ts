import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What package.json says the running platform is. */
export interface AppIdentity {
  name: string;
  version: string;
}

/** Reads the platform's name and version once at start (package.json of the repository root; synchronously, as UploadStore.open says why). */
export function readAppIdentity(rootDir: string): AppIdentity {
  const manifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { description?: string; name?: string; version?: string };
  // The description starts with the product's Chinese name: "智慧工地综合管理平台 — …".
  const name = manifest.description?.split(' — ')[0] || manifest.name || '';
  return { name, version: manifest.version ?? '' };
}
