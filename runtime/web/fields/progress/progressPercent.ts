/**
 * The percentage a progress cell shows (widgets-spec §5.4): a non-number value is parsed as a
 * float, 0 when that fails; kept between 0 and 100.
 */
export function progressPercent(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  if (!Number.isFinite(parsed)) return 0;
  return Math.min(100, Math.max(0, parsed));
}
