// The host's entry. With the federation's async start-up the shared libraries are ready here, so the
// app renders directly (no bootstrap chunk). The remotes are registered meanwhile: the first screen
// does not wait for remotes.json.
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { requestConfigurationEarly } from './app/branding/BrandingProvider';
import { startFederation } from './federation';

requestConfigurationEarly(window.location.pathname);
void startFederation();
createRoot(document.getElementById('root')!).render(<App />);
