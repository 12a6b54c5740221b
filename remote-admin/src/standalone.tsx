// `pnpm dev`: this remote on its own dev server (port 3003), in the minimal shell from @app/shared, with
// its screens at the paths the host gives them. Sign in on the host at localhost: the session cookies
// are shared, and /api is proxied to the API.
import { StandaloneShell } from '@app/shared';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import AdminDashboard from './exposes/AdminDashboard';
import InviteUsers from './exposes/InviteUsers';
import AuditLog from './exposes/AuditLog';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell title="Admin">
    <Routes>
      <Route path="/dashboard/admin" element={<AdminDashboard />} />
      <Route path="/invite-users" element={<InviteUsers />} />
      <Route path="/audit-log" element={<AuditLog />} />
      <Route path="*" element={<Navigate to="/dashboard/admin" replace />} />
    </Routes>
  </StandaloneShell>,
);
