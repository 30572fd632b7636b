import { useState } from 'react';

/**
 * True from the first time `open` is true on: a modal mounted only then (and kept, for its closing
 * animation and the next opening) costs a page nothing until it is used. A closed antd modal still
 * registers its styles, and a screen's form modal builds its Formily form, on the page's first render.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering: React renders again at once, before anything is committed.
  if (open && !opened) setOpened(true);
  return opened || open;
}
