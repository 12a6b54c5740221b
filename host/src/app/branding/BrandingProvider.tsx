import { apiErrorMessage, apiPublicGet, BASE_PATHS, EMBEDDED_CONFIGURATION_ID, enqueueToast } from '@app/shared';
import type { ConfigurationItem } from '@app/shared/contract';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { applyBranding } from './applyBranding';
import { DEFAULT_APPLICATION_TITLE, isResetPasswordPath, toSplashConfiguration, type SplashConfiguration } from './splashConfiguration';

interface Branding {
  configuration: SplashConfiguration;
  /** The application title, configured or default. */
  title: string;
  /** Loads the configuration again (after the organisation settings changed it). */
  reload: () => void;
}

const BrandingContext = createContext<Branding>({ configuration: {}, title: DEFAULT_APPLICATION_TITLE, reload: () => undefined });

export function useBranding(): Branding {
  return useContext(BrandingContext);
}

const requestConfiguration = () => apiPublicGet<ConfigurationItem[]>(BASE_PATHS.configuration).then((answer) => toSplashConfiguration(answer.data));

let startedEarly: Promise<SplashConfiguration> | undefined;
/** The configuration the page was served with; the first render shows it, with no request. */
let embedded: SplashConfiguration | undefined;

/**
 * The items the server put into the page (the sign-in page, served by the API: its first paint comes
 * from the HTML, and React's first render must show the same texts). Undefined when there are none
 * (another page, or a server that serves index.html as it is, like the staging nginx).
 */
function readEmbeddedConfiguration(): SplashConfiguration | undefined {
  const block = document.getElementById(EMBEDDED_CONFIGURATION_ID);
  if (!block) return undefined;
  block.remove(); // read once: a later reload asks the API
  try {
    const items: unknown = JSON.parse(block.textContent ?? '');
    return Array.isArray(items) ? toSplashConfiguration(items as ConfigurationItem[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The entry takes the configuration the page carries or asks for it before the shell's first render,
 * which takes a while on a slow device: the sign-in page's texts come with it, and they paint the
 * page's largest element.
 */
export function requestConfigurationEarly(pathname: string): void {
  embedded = readEmbeddedConfiguration();
  if (embedded || isResetPasswordPath(pathname)) return;
  startedEarly = requestConfiguration();
  // Its failure is toasted when the provider takes the answer, not reported as unhandled before.
  startedEarly.catch(() => undefined);
}

/**
 * Loads the organisation's splash configuration once, on the first page that is not a
 * reset-password page, and brands the tab with it. A failure is toasted, not retried on every page.
 */
export function BrandingProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [configuration, setConfiguration] = useState<SplashConfiguration>(() => embedded ?? {});
  const requested = useRef(embedded !== undefined);

  const load = useCallback(() => {
    const request = startedEarly ?? requestConfiguration();
    startedEarly = undefined;
    request.then(setConfiguration).catch((error: unknown) => enqueueToast(apiErrorMessage(error), { variant: 'error' }));
  }, []);

  useEffect(() => {
    if (requested.current || isResetPasswordPath(pathname)) return;
    requested.current = true;
    load();
  }, [pathname, load]);

  useLayoutEffect(() => applyBranding(configuration), [configuration]);

  const branding = useMemo(() => ({ configuration, title: configuration.application_title ?? DEFAULT_APPLICATION_TITLE, reload: load }), [configuration, load]);
  return <BrandingContext.Provider value={branding}>{children}</BrandingContext.Provider>;
}
