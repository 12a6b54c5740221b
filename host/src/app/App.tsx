import { AppProviders, FullPageSpinner, RouteErrorBoundary, setAppNavigator } from '@app/shared';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { BrandingProvider } from './branding/BrandingProvider';
import { AppRoutes } from './routing/AppRoutes';
import { SessionPathRules } from './routing/SessionPathRules';

/** Lets code outside React (the api client, sign-out) move within the app through the router. */
function RouterNavigatorRegistration() {
  const navigate = useNavigate();
  useEffect(() => setAppNavigator((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

/** The shell: providers, the one router, branding, the session rules and the routes. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouterNavigatorRegistration />
        <SessionPathRules />
        <BrandingProvider>
          <RouteErrorBoundary>
            <Suspense fallback={<FullPageSpinner />}>
              <AppRoutes />
            </Suspense>
          </RouteErrorBoundary>
        </BrandingProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
