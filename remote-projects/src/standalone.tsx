// `pnpm dev`: this remote on its own dev server (port 3001), in the minimal shell from @app/shared, with
// its screens at the paths the host gives them. Sign in on the host at localhost: the session cookies
// are shared, and /api is proxied to the API.
import { StandaloneShell } from '@app/shared';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import ProjectRoutes from './exposes/ProjectRoutes';
import ClientDashboard from './exposes/ClientDashboard';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell title="Projects">
    <Routes>
      <Route path="/project/*" element={<ProjectRoutes />} />
      <Route path="/dashboard/client" element={<ClientDashboard />} />
      <Route path="*" element={<Navigate to="/project/project-list" replace />} />
    </Routes>
  </StandaloneShell>,
);
