/**
 * The few globals that core may use because browsers and Node both provide them (WHATWG).
 * Core is compiled without DOM and Node types (tsconfig.core.json) so that nothing else from
 * either platform slips in; each global it needs is declared here, with only the members used.
 */
declare class URL {
  constructor(input: string, base?: string);
  readonly hostname: string;
  readonly pathname: string;
  readonly origin: string;
}
