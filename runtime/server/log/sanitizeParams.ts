/** Keys whose values never reach a log: passwords, tokens, CAS tickets, captchas, secrets. */
const SECRET_KEY = /pass|token|ticket|captcha|secret/i;

/**
 * How much of the parameters a log row keeps: the column holds 4000 characters, so a copy never
 * needs more, and bounding it keeps the walk shallow and short whatever the body is.
 */
const MAX_DEPTH = 8;
const MAX_VALUES = 500;
const MAX_TEXT = 500;
const CUT = '…';

/** Whether a parameter's name says its value is secret. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/**
 * A copy of request parameters for the log: without secret keys at any depth it keeps, cut to
 * MAX_DEPTH levels, MAX_VALUES values in all and MAX_TEXT characters per string (`…` marks a cut).
 */
export function sanitizeParams(value: unknown): unknown {
  let budget = MAX_VALUES;
  const copy = (item: unknown, depth: number): unknown => {
    budget -= 1;
    if (typeof item === 'string') return item.length > MAX_TEXT ? `${item.slice(0, MAX_TEXT)}${CUT}` : item;
    if (typeof item !== 'object' || item === null) return item;
    if (depth >= MAX_DEPTH) return CUT;
    if (Array.isArray(item)) {
      const items: unknown[] = [];
      for (const child of item) {
        if (budget <= 0) {
          items.push(CUT);
          break;
        }
        items.push(copy(child, depth + 1));
      }
      return items;
    }
    const fields: [string, unknown][] = [];
    for (const key in item) {
      if (!Object.hasOwn(item, key) || isSecretKey(key)) continue;
      if (budget <= 0) {
        fields.push([CUT, CUT]);
        break;
      }
      fields.push([key, copy((item as Record<string, unknown>)[key], depth + 1)]);
    }
    return Object.fromEntries(fields);
  };
  return copy(value, 0);
}
