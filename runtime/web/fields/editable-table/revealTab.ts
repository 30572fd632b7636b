/**
 * Brings the tab holding `element` to the front (widgets-spec §4: a table validation failure
 * switches to the failing tab). Works for antd Tabs, whose panel is labelled by its tab button.
 */
export function revealTab(element: Element | null): boolean {
  const panel = element?.closest('[role="tabpanel"]');
  if (!panel?.id) return false;
  const tabs = element?.ownerDocument.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
  const tab = [...tabs].find((candidate) => candidate.getAttribute('aria-controls') === panel.id);
  if (!tab || tab.getAttribute('aria-selected') === 'true') return false;
  tab.click();
  return true;
}
