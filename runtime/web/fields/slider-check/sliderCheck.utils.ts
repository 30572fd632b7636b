/** Text on the track before and after the check (widgets-spec §4: 验证通过 once verified). */
export const SLIDER_HINT = '请按住滑块，拖动到最右边';
export const SLIDER_VERIFIED = '验证通过';

/** Width of the draggable handle in pixels. */
export const HANDLE_WIDTH = 40;

/** How far the handle can travel on a track of that width. */
export const travelOf = (trackWidth: number): number => Math.max(0, trackWidth - HANDLE_WIDTH);

/** The handle position while dragging: the pointer's distance from where the drag began, kept on the track. */
export function dragOffset(startX: number, currentX: number, travel: number): number {
  return Math.min(travel, Math.max(0, currentX - startX));
}

/**
 * Where the handle ends when released: verified at the far end only if it was dragged fully
 * across; anywhere short of that it snaps back to the start.
 */
export function releaseAt(offset: number, travel: number): { offset: number; verified: boolean } {
  return offset >= travel ? { offset: travel, verified: true } : { offset: 0, verified: false };
}
