import { DEFAULT_APPLICATION_TITLE, type SplashConfiguration } from './splashConfiguration';

let bundledFaviconHref: string | null = null;

function faviconLink(): HTMLLinkElement {
  const existing = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.append(link);
  return link;
}

/** The tab title and favicon of the organisation, or the defaults (the bundled webp favicon). */
export function applyBranding(configuration: SplashConfiguration): void {
  document.title = configuration.application_title ?? DEFAULT_APPLICATION_TITLE;
  const link = faviconLink();
  bundledFaviconHref ??= link.getAttribute('href') ?? '';
  if (configuration.favicon_icon) {
    link.removeAttribute('type');
    link.href = configuration.favicon_icon;
  } else {
    link.type = 'image/webp';
    link.setAttribute('href', bundledFaviconHref);
  }
}
