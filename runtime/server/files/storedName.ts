import { randomBytes } from 'node:crypto';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The day folder of a new file, `YYYYMMDD`. */
export function dayFolder(date: Date = new Date()): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/**
 * A name made by the server: the letters, digits, `_` and `-` of the original name (at most 40,
 * so the list shows something recognisable), a random part, and the checked extension. Nothing
 * of the client's name can add a folder, a dot or another extension.
 */
export function storedFileName(originalName: string, extension: string): string {
  const base = originalName.replace(/\.[^.]*$/, '');
  const stem = [...base.replace(/[^\p{L}\p{N}_-]+/gu, '')].slice(0, 40).join('');
  const random = randomBytes(6).toString('hex');
  return `${stem ? `${stem}_` : ''}${random}.${extension}`;
}
