import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenFilePaths } from '../runtime/server/lint/projectFiles';
import { generateAnalystGuide } from './docs';
import { generateEntityTypes } from './entityTypes';
import { generateFieldTypesSchema } from './fieldTypes';
import { generateJobClassDict } from './jobClasses';
import { generateRowActionsSchema } from './rowActions';
import { staleFiles, writeGeneratedFiles, type GeneratedFile } from './generatedFile';

/** Everything derived from the schemas and the field registry. */
export async function generateAll(rootDir: string): Promise<GeneratedFile[]> {
  return [
    await generateFieldTypesSchema(rootDir),
    await generateRowActionsSchema(rootDir),
    generateJobClassDict(),
    ...(await generateEntityTypes(rootDir, screenFilePaths(rootDir))),
    await generateAnalystGuide(rootDir),
  ];
}

async function main(): Promise<void> {
  const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const files = await generateAll(rootDir);
  if (process.argv.includes('--check')) {
    const stale = staleFiles(rootDir, files);
    if (stale.length > 0) {
      console.error(`Generated files are stale; run \`npm run gen\`:\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('Generated files are up to date.');
    return;
  }
  writeGeneratedFiles(rootDir, files);
  console.log(`Generated ${files.length} files.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
