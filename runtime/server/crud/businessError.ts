/**
 * A refusal the user can act on: answered as the envelope `{success:false, code:500, message}`
 * with HTTP 200 (JeecgBoot style), never as a server fault.
 */
export class BusinessError extends Error {
  constructor(
    message: string,
    /** Optional details sent as the envelope's `result` (e.g. every field error). */
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}
