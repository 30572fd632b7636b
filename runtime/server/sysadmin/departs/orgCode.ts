/** One level of an organisation code: a letter and two digits (A01 … A99, B01 … Z99), as upstream. */
const LEVEL = 3;
const LEVEL_CODE = /^[A-Z]\d{2}$/;

export const ORG_CODE_FULL_MESSAGE = '同级部门数量已达上限，无法生成机构编码';

function levelNumber(code: string): number {
  return (code.charCodeAt(0) - 65) * 99 + Number(code.slice(1));
}

function levelCode(number: number): string {
  const letter = Math.floor((number - 1) / 99);
  return `${String.fromCharCode(65 + letter)}${String(((number - 1) % 99) + 1).padStart(2, '0')}`;
}

/**
 * The organisation code of a new child of `parentCode` ('' for a root): the parent's code and one
 * level after the highest one its children use (A01 first). Null when the level is full (Z99).
 */
export function nextOrgCode(parentCode: string, siblingCodes: readonly (string | null)[]): string | null {
  const used = siblingCodes
    .filter((code): code is string => typeof code === 'string' && code.length === parentCode.length + LEVEL && code.startsWith(parentCode))
    .map((code) => code.slice(parentCode.length))
    .filter((level) => LEVEL_CODE.test(level))
    .map(levelNumber);
  const next = used.length === 0 ? 1 : Math.max(...used) + 1;
  return next > 26 * 99 ? null : `${parentCode}${levelCode(next)}`;
}

/** A descendant's code after its ancestor moved from `oldPrefix` to `newPrefix`. */
export function movedOrgCode(code: string, oldPrefix: string, newPrefix: string): string {
  return code.startsWith(oldPrefix) ? `${newPrefix}${code.slice(oldPrefix.length)}` : code;
}
