import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const { version } = require('pdfjs-dist/package.json') as { version: string };

/**
 * The data pdf.js fetches while it draws: Adobe CMaps (the text of CJK fonts that are not embedded,
 * common in drawings), the standard 14 fonts, the JPEG 2000 / colour decoders and ICC profiles.
 * runtime/web/fields/upload/pdf/pdfAssets.ts asks for them under the same versioned folder.
 */
const FOLDERS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];

/** Under `assets/`, so the server sends them as immutable; the version in the path keeps that true. */
const PUBLIC_DIR = `assets/pdfjs-${version}`;

/**
 * Ships pdf.js's data folders with the web app: copied into the build, and served from
 * node_modules by the dev server.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'pdfjs-assets',
    async generateBundle() {
      for (const folder of FOLDERS) {
        for (const file of await readdir(path.join(pdfjsRoot, folder))) {
          const source = await readFile(path.join(pdfjsRoot, folder, file));
          this.emitFile({ type: 'asset', fileName: `${PUBLIC_DIR}/${folder}/${file}`, source });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${PUBLIC_DIR}/`, (request, response, next) => {
        const [folder, file, ...rest] = (request.url ?? '').split('?')[0].split('/').filter(Boolean);
        if (!folder || !file || rest.length > 0 || !FOLDERS.includes(folder) || file.startsWith('.')) return next();
        createReadStream(path.join(pdfjsRoot, folder, file))
          .on('error', () => next())
          .pipe(response);
      });
    },
  };
}
