/** `attachment` with a UTF-8 file name (RFC 6266), so the browser saves the file instead of rendering it. */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
