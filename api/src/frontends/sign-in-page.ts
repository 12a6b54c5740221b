// The sign-in page painted from its HTML (issue 14): its largest element, the organisation's sign-in
// text, used to wait for main.js, React, MUI and a configuration request. The page's index.html now
// carries, for /accounts/login only:
// - the sign-in card as plain markup in #root (logo, the organisation's texts, the "Sign in" heading,
//   the form's place kept), styled by the rules below to the pixel of what LoginPage and
//   AccountsLayout render with MUI's theme (e2e/tests/sign-in-first-paint.test.ts compares the two);
//   React's first render replaces it (createRoot clears #root), so nothing is there twice;
// - the configuration items as a JSON block that the app reads instead of requesting them, so its
//   first render shows the same texts (no flash);
// - the two Montserrat faces the texts use, preloaded first and shown with `font-display: block`: a
//   text painted in a fallback font and painted again by React in Montserrat (wider) would be a
//   new, larger paint.
// Every organisation value is escaped (it is theirs to write: no markup gets through). No script is
// added: the policy's `'unsafe-inline'` covers styles only, and a JSON block is data, not a script.
// A server that cannot do this (the staging nginx) serves index.html as it is, and the app requests
// the configuration as before.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_APPLICATION_TITLE, EMBEDDED_CONFIGURATION_ID, type ConfigurationItem } from '@app/shared/contract';

/** The faces the sign-in texts use (fontsource's latin subset, as the host's build names them). */
const FONT_FILE = /^montserrat-latin-(400|600)-normal\.[0-9a-f]+\.woff2$/;
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface SignInFont {
  weight: string;
  /** The address the host's stylesheet loads it from: the same file, fetched once. */
  href: string;
}

/** The built host's Montserrat files the sign-in texts need; none when the build has other names. */
export function findSignInFonts(hostDir: string): SignInFont[] {
  let files: string[];
  try {
    files = readdirSync(join(hostDir, 'assets'));
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const weight = FONT_FILE.exec(file)?.[1];
    return weight ? [{ weight, href: `/assets/${file}` }] : [];
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text or attribute value safe inside HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** JSON inside a script element: no `</script>` or `<!--` can end or bend it. */
const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// MUI's values (theme.ts, LoginPage, AccountsLayout, BrandLogo): breakpoints sm 600 / md 900 px,
// spacing 8 px, h5 24 px / 600 / 1.334, body1 16 px / 1.5. The form's column keeps the height the
// form takes, so the card does not grow when React renders it.
const CARD_STYLES = `
html{box-sizing:border-box;-webkit-font-smoothing:antialiased}*,*::before,*::after{box-sizing:inherit}
body{margin:0;background:#f4f6fb;color:rgba(0,0,0,.87);font:400 16px/1.5 Montserrat,Helvetica,Arial,sans-serif}
.sign-in-first-paint{min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:16px;background:linear-gradient(160deg,#eef2fb 0%,#f8f9fc 55%,#e8edf8 100%)}
.sign-in-first-paint__card{width:100%;max-width:960px;display:grid;grid-template-columns:1fr;overflow:hidden;border:1px solid rgba(0,0,0,.12);border-radius:8px;background:#fff}
.sign-in-first-paint__brand{display:flex;flex-direction:column;justify-content:center;padding:24px;background:#eef2fb}
.sign-in-first-paint__logo{display:block;height:48px;width:auto;max-width:100%;align-self:flex-start;object-fit:contain}
.sign-in-first-paint__wordmark{align-self:flex-start;font-weight:700;font-size:24px;line-height:1.2;color:#1e4fd8}
.sign-in-first-paint__lead,.sign-in-first-paint__text,.sign-in-first-paint__heading{margin:0}
.sign-in-first-paint__brand>*+*{margin-top:16px}
.sign-in-first-paint__lead,.sign-in-first-paint__heading{font-size:24px;font-weight:600;line-height:1.334}
.sign-in-first-paint__text{display:none;white-space:pre-line}
.sign-in-first-paint__form{padding:24px;min-height:350px}.sign-in-first-paint__form--help{min-height:394px}
@media (min-width:600px){.sign-in-first-paint{padding:32px}.sign-in-first-paint__text{display:block}}
@media (min-width:900px){.sign-in-first-paint__card{grid-template-columns:1fr 1fr}.sign-in-first-paint__brand,.sign-in-first-paint__form{padding:48px}.sign-in-first-paint__form{min-height:398px}.sign-in-first-paint__form--help{min-height:442px}}
`.trim();

const fontFace = ({ weight, href }: SignInFont) =>
  `@font-face{font-family:Montserrat;font-style:normal;font-weight:${weight};font-display:block;src:url(${href}) format('woff2');unicode-range:${LATIN_RANGE}}`;

/** What LoginPage's first render shows, as markup. */
function signInCard(configuration: Map<string, string>, title: string): string {
  const logo = configuration.get('logo');
  const lead = configuration.get('login_short_description');
  const text = configuration.get('login_long_description');
  return [
    '<main class="sign-in-first-paint"><section class="sign-in-first-paint__card"><div class="sign-in-first-paint__brand">',
    logo
      ? `<img class="sign-in-first-paint__logo" src="${escapeHtml(logo)}" alt="${escapeHtml(title)}">`
      : `<span class="sign-in-first-paint__wordmark">${escapeHtml(title)}</span>`,
    lead ? `<p class="sign-in-first-paint__lead">${escapeHtml(lead)}</p>` : '',
    text ? `<p class="sign-in-first-paint__text">${escapeHtml(text)}</p>` : '',
    '</div>',
    // The support line under the button is one more row of the form.
    `<div class="sign-in-first-paint__form${configuration.has('support_email') ? ' sign-in-first-paint__form--help' : ''}">`,
    '<h1 class="sign-in-first-paint__heading">Sign in</h1></div></section></main>',
  ].join('');
}

/**
 * The host's index.html for /accounts/login with the organisation's configuration items in it;
 * undefined when the page lacks the places this fills (a build with another template).
 */
export function renderSignInPage(indexHtml: string, items: readonly ConfigurationItem[], fonts: readonly SignInFont[]): string | undefined {
  const head = /<meta charset="utf-8"\s*\/?>/i.exec(indexHtml);
  if (!head || !indexHtml.includes('<div id="root"></div>') || !/<title>[^<]*<\/title>/.test(indexHtml)) return undefined;
  // As the app reads them: an empty value is not configured.
  const configuration = new Map(items.filter((item) => item.value.trim() !== '').map((item) => [item.name, item.value]));
  const title = configuration.get('application_title') ?? DEFAULT_APPLICATION_TITLE;
  const preloads = fonts.map(({ href }) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('');
  const additions = [
    preloads,
    `<style>${fonts.map(fontFace).join('')}${CARD_STYLES}</style>`,
    `<script type="application/json" id="${EMBEDDED_CONFIGURATION_ID}">${jsonInScript(items)}</script>`,
  ].join('');
  const at = head.index + head[0].length;
  return (indexHtml.slice(0, at) + additions + indexHtml.slice(at))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${signInCard(configuration, title)}</div>`);
}
