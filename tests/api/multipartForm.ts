import { randomBytes } from 'node:crypto';

export interface FormFile {
  field: string;
  fileName: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body with text fields and files, for app.inject. */
export function multipartForm(fields: Record<string, string>, files: FormFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
