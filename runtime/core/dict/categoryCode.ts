/**
 * Category codes as JeecgBoot's YouBianCodeUtil makes them: each level adds three characters, a
 * letter and two digits (A01…A99, B01…Z99), so a child's code starts with its parent's
 * (A01 → A01A01, A01A02…) and codes of one level sort in creation order.
 */
const SEGMENT = /^[A-Z]\d{2}$/;

/** Most siblings one parent can hold: 26 letters × 99 numbers. */
export const CATEGORY_SIBLING_LIMIT = 26 * 99;

/** The segment after `segment` (A01 → A02, A99 → B01), or null after Z99. */
function nextSegment(segment: string): string | null {
  if (!SEGMENT.test(segment)) throw new Error(`Not a category code segment: ${segment}`);
  const letter = segment.charCodeAt(0);
  const number = Number(segment.slice(1));
  if (number < 99) return `${segment[0]}${String(number + 1).padStart(2, '0')}`;
  return letter < 'Z'.charCodeAt(0) ? `${String.fromCharCode(letter + 1)}01` : null;
}

/**
 * The code of a new category: after its last sibling's code when it has siblings, else its
 * parent's code plus A01 (A01 for the first root). Null when the parent has no free code left.
 */
export function nextCategoryCode(parentCode: string, lastSiblingCode: string | null): string | null {
  if (!lastSiblingCode) return `${parentCode}A01`;
  const next = nextSegment(lastSiblingCode.slice(-3));
  return next === null ? null : `${lastSiblingCode.slice(0, -3)}${next}`;
}
