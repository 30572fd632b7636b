/** Pixels per character of a 14px Chinese label, plus room for the asterisk and colon. */
const CHAR_WIDTH = 14;
const LABEL_PADDING = 28;

/**
 * A label column wide enough for the longest title, within bounds; longer titles are cut with an
 * ellipsis and shown whole in a tooltip by the FormItem.
 */
export function labelWidth(titles: string[], min = 80, max = 160): number {
  const longest = Math.max(0, ...titles.map((title) => title.length));
  return Math.min(max, Math.max(min, longest * CHAR_WIDTH + LABEL_PADDING));
}
