import type { Random } from '../random';

const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '153',
  '155',
  '156',
  '157',
  '158',
  '159',
  '180',
  '181',
  '182',
  '183',
  '185',
  '186',
  '187',
  '188',
  '189',
];

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => random.int(0, 9)).join('');
}

/** A mainland mobile number (13x, 15x, 18x) that passes the `mobile` rule. */
export function mobileNumber(random: Random): string {
  return random.pick(MOBILE_PREFIXES) + digits(random, 8);
}

/** Appends the Luhn check digit, as every bank card number carries. */
function withLuhn(body: string): string {
  const sum = [...body].reverse().reduce((total, char, index) => {
    const doubled = index % 2 === 0 ? Number(char) * 2 : Number(char);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return body + ((10 - (sum % 10)) % 10);
}

/** A 19-digit debit card number with a real bank's BIN prefix. */
export function bankCardNumber(random: Random, binPrefix: string): string {
  return withLuhn(binPrefix + digits(random, 18 - binPrefix.length));
}
