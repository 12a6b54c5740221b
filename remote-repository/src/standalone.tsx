// `pnpm dev`: this remote on its own dev server (port 3002), in the minimal shell from @app/shared, with
// its screens at the paths the host gives them. Sign in on the host at localhost: the session cookies
// are shared, and /api is proxied to the API.
import { StandaloneShell } from '@app/shared';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import AnswerLibrary from './exposes/AnswerLibrary';
import Repository from './exposes/Repository';
import VersionHistory from './exposes/VersionHistory';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell title="Repository">
    <Routes>
      <Route path="/repository" element={<Repository />} />
      <Route path="/version-history" element={<VersionHistory />} />
      <Route path="/answer-library" element={<AnswerLibrary />} />
      <Route path="*" element={<Navigate to="/repository" replace />} />
    </Routes>
  </StandaloneShell>,
);
