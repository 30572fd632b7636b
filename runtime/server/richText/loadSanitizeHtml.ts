import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);
let loaded: typeof sanitizeHtml | undefined;

/**
 * sanitize-html, loaded at its first use instead of at start (it costs a few hundred ms to load and
 * only saves of rich text and announcements need it). Synchronous, so the sanitisers stay synchronous.
 */
export function loadSanitizeHtml(): typeof sanitizeHtml {
  loaded ??= require('sanitize-html') as typeof sanitizeHtml;
  return loaded;
}
