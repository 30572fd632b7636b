import { version } from 'pdfjs-dist';

/** Where the build puts pdf.js's data folders (tools/build/pdfjsAssets.ts), versioned with pdf.js. */
const base = `/assets/pdfjs-${version}`;

/**
 * getDocument's addresses of the data pdf.js loads on demand: without the CMaps a drawing whose
 * Chinese font is not embedded shows no text, without the standard fonts Helvetica & co. fall back
 * to whatever the browser has, and JPEG 2000 images need the decoder.
 */
export const PDF_ASSET_URLS = {
  cMapUrl: `${base}/cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${base}/standard_fonts/`,
  wasmUrl: `${base}/wasm/`,
  iccUrl: `${base}/iccs/`,
} as const;
