// `pnpm dev`: this remote on its own dev server (port 3004), in the minimal shell from @app/shared, with
// its screens at the paths the host gives them. Sign in on the host at localhost: the session cookies
// are shared, and /api is proxied to the API.
import { StandaloneShell } from '@app/shared';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import Subscription from './exposes/Subscription';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell title="Billing">
    <Routes>
      <Route path="/subscription" element={<Subscription />} />
      <Route path="*" element={<Navigate to="/subscription" replace />} />
    </Routes>
  </StandaloneShell>,
);
