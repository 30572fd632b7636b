/** The server's words for a dead session inside a 500 answer or a downloaded JSON body. */
export const TOKEN_INVALID_TEXT = 'Token失效';

/** The `message` of an envelope in `data`, also when the body came back as a Blob (downloads). */
export async function envelopeMessage(data: unknown): Promise<string | undefined> {
  let body = data;
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      body = JSON.parse(await data.text()) as unknown;
    } catch {
      return undefined;
    }
  }
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}
