/** Leading bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 4096;

const bytes = (...values: number[]): Buffer => Buffer.from(values);
const ascii = (text: string): Buffer => Buffer.from(text, 'latin1');

const startsWith = (head: Buffer, signature: Buffer, offset = 0): boolean =>
  head.length >= offset + signature.length && head.subarray(offset, offset + signature.length).equals(signature);

const ZIP = [bytes(0x50, 0x4b, 0x03, 0x04), bytes(0x50, 0x4b, 0x05, 0x06)];
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

const isZip = (head: Buffer): boolean => ZIP.some((signature) => startsWith(head, signature));
const isOle2 = (head: Buffer): boolean => startsWith(head, OLE2);

/** Plain text: no NUL byte and no markup opening that a browser could take for HTML. */
function isPlainText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const start = head.toString('utf8').trimStart().slice(0, 64).toLowerCase();
  return !/^<(!doctype|html|script|svg|\?xml)/.test(start);
}

/** What the first bytes of each accepted extension must look like. */
const SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  png: (head) => startsWith(head, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
  jpg: (head) => startsWith(head, bytes(0xff, 0xd8, 0xff)),
  jpeg: (head) => startsWith(head, bytes(0xff, 0xd8, 0xff)),
  gif: (head) => startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a')),
  webp: (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  bmp: (head) => startsWith(head, ascii('BM')),
  pdf: (head) => startsWith(head, ascii('%PDF-')),
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
  zip: isZip,
  doc: isOle2,
  xls: isOle2,
  ppt: isOle2,
  rar: (head) => startsWith(head, ascii('Rar!\x1a\x07')),
  dwg: (head) => startsWith(head, ascii('AC10')),
  txt: isPlainText,
  // ISO base media: a box size, then `ftyp`.
  ifc: (head) => startsWith(head, ascii('ISO-10303-21;')),
  mp4: (head) => startsWith(head, ascii('ftyp'), 4),
  webm: (head) => startsWith(head, bytes(0x1a, 0x45, 0xdf, 0xa3)),
};

/**
 * Whether a file's leading bytes are what its extension says (magic numbers), so a renamed HTML
 * page or program cannot pass as an image or a document. Unknown extensions never match.
 */
export function contentMatchesExtension(extension: string, head: Buffer): boolean {
  const check = Object.hasOwn(SIGNATURES, extension) ? SIGNATURES[extension] : undefined;
  return check ? check(head) : false;
}
