const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The GB 11643-1999 check character of the first 17 digits of a resident ID number. */
export function idCheckChar(first17: string): string {
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * WEIGHTS[index], 0);
  return CHECK_CHARS[sum % 11];
}

/**
 * An 18-digit resident ID number: region code, birthday `YYYYMMDD`, a 3-digit sequence (from
 * `serial`, 0–499) whose last digit is odd for men and even for women, and the check character.
 */
export function idNumber(regionCode: string, birthday: string, serial: number, sex: 'male' | 'female'): string {
  const order = String((serial % 500) * 2 + (sex === 'male' ? 1 : 0)).padStart(3, '0');
  const first17 = `${regionCode}${birthday.replace(/-/g, '')}${order}`;
  return first17 + idCheckChar(first17);
}
