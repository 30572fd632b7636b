import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './smsSender';

/** The default sender: no gateway, the code is written to the server log for the operator. */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, code, purpose) {
      log.info({ mobile, purpose }, `短信验证码 ${code} 已发往 ${mobile}（5分钟内有效）`);
    },
  };
}
