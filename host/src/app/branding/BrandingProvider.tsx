import { apiErrorMessage, apiPublicGet, BASE_PATHS, enqueueToast } from '@app/shared';
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

/**
 * Loads the organisation's splash configuration once, on the first page that is not a
 * reset-password page, and brands the tab with it. A failure is toasted, not retried on every page.
 */
export function BrandingProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [configuration, setConfiguration] = useState<SplashConfiguration>({});
  const requested = useRef(false);

  const load = useCallback(() => {
    apiPublicGet<ConfigurationItem[]>(BASE_PATHS.configuration)
      .then((answer) => setConfiguration(toSplashConfiguration(answer.data)))
      .catch((error: unknown) => enqueueToast(apiErrorMessage(error), { variant: 'error' }));
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
