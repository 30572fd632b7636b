import type { Envelope } from '../../../core/http/envelope';

/** The calls the flow views make; the app passes the http client, tests a fake. */
export interface FlowFetcher {
  get<T>(url: string, params?: object): Promise<Envelope<T>>;
  post<T>(url: string, body?: unknown): Promise<Envelope<T>>;
}
