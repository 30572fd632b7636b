import { validateCron } from '../cron/validateCron';
import { checkGatewayHost, checkPathPrefix } from '../gateway/gatewayAddress';

/**
 * Rule codes for `x-rules` that a function checks rather than a pattern: the value is valid when
 * the check returns null, otherwise the returned Chinese message is shown (form and server alike).
 */
export const VALUE_CHECKS: Readonly<Record<string, (text: string) => string | null>> = {
  cron: (text) => validateCron(text),
  // A quantity: zero or less is refused (a negative one would be subtracted in a 合计 row).
  positive: (text) => (Number(text) > 0 ? null : '请输入大于0的数'),
  gatewayHost: checkGatewayHost,
  gatewayPathPrefix: checkPathPrefix,
};
