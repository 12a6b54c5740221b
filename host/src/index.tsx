// The host's entry. With the federation's async start-up the shared libraries are ready here, so the
// app renders directly (no bootstrap chunk). The remotes are registered meanwhile: the first screen
// does not wait for remotes.json.
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { requestConfigurationEarly } from './app/branding/BrandingProvider';
import { servedPagePainted } from './app/branding/servedPagePainted';
import { startFederation } from './federation';

const root = document.getElementById('root')!;
requestConfigurationEarly(window.location.pathname);
void startFederation();
await servedPagePainted(root);
createRoot(root).render(<App />);
