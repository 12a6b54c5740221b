/** Longer than this, the form is not held back for the served page's fonts. */
const FONT_WAIT_MS = 500;

const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The sign-in page comes with its card in #root (the API serves it so: api/src/frontends/sign-in-page.ts)
 * and its texts wait for their font. When main.js is ready first, React's render would replace the
 * card before the browser ever painted it: the page's largest text would paint with React, as if the
 * HTML had brought nothing. So the card's fonts are let in and the browser paints once before React
 * renders over it. Without a served card (every other page, the staging nginx) nothing is waited for.
 */
export async function servedPagePainted(root: HTMLElement): Promise<void> {
  if (!root.firstElementChild) return;
  await Promise.race([document.fonts.ready, new Promise((settle) => setTimeout(settle, FONT_WAIT_MS))]);
  await afterNextPaint();
}
