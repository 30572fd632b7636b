/** The toolbar buttons of widgets-spec §6, in display order. */
export const TOOLBAR_BUTTONS = ['add', 'save', 'remove', 'clearSelection', 'collapse'] as const;
export type ToolbarButton = (typeof TOOLBAR_BUTTONS)[number];

/**
 * The buttons left after the authorisation exclusion codes: a listed code hides its button, and
 * `batch_delete` also hides remove.
 */
export function visibleButtons(excluded: readonly string[] = []): Set<ToolbarButton> {
  const hidden = new Set(excluded);
  if (hidden.has('batch_delete')) hidden.add('remove');
  return new Set(TOOLBAR_BUTTONS.filter((button) => !hidden.has(button)));
}
