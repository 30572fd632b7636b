import { validateCron } from '../cron/validateCron';
import { checkGatewayHost, checkPathPrefix } from '../gateway/gatewayAddress';

/**
 * Rule codes for `x-rules` that a function checks rather than a pattern: the value is valid when
 * the check returns null, otherwise the returned Chinese message is shown (form and server alike).
 */
export const VALUE_CHECKS: Readonly<Record<string, (text: string) => string | null>> = {
  cron: (text) => validateCron(text),
  gatewayHost: checkGatewayHost,
  gatewayPathPrefix: checkPathPrefix,
};
