/** Keys whose values never reach a log: passwords, tokens, captchas, secrets. */
const SECRET_KEY = /pass|token|captcha|secret/i;

/** Whether a parameter's name says its value is secret. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** A copy of request parameters without secret keys, at any depth. */
export function sanitizeParams(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sanitizeParams);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !isSecretKey(key)).map(([key, item]) => [key, sanitizeParams(item)]));
}
