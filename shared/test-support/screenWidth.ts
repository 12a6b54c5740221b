// jsdom has no layout and no window.matchMedia: a test that needs the phone or the wide layout
// gives the window a width, and min-width/max-width queries (MUI's breakpoints) are answered from it.

/** Answers media queries as a window `width` px wide would; returns the undo. */
export function setScreenWidth(width: number): () => void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, pixels]) => (side === 'min' ? width >= Number(pixels) : width <= Number(pixels)));
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return () => Reflect.deleteProperty(window, 'matchMedia');
}
