import { App } from 'antd';
import type { Envelope } from '../../../core/http/envelope';

/**
 * Runs a request and shows its envelope's message (success or error); resolves whether it
 * succeeded. HTTP and network errors were already shown by the http client.
 */
export function useEnvelopeReport(): (request: Promise<Envelope<unknown>>) => Promise<boolean> {
  const { message } = App.useApp();
  return async (request) => {
    try {
      const answer = await request;
      if (answer.success) message.success(answer.message);
      else message.error(answer.message);
      return answer.success;
    } catch {
      return false;
    }
  };
}
