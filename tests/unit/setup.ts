// Tests that opt into the node environment have no window; the shims are for jsdom only.
if (typeof window !== 'undefined') installJsdomShims();

/** jsdom lacks matchMedia, and antd passes a pseudo-element to getComputedStyle, which jsdom rejects. */
function installJsdomShims(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  const originalGetComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
}
