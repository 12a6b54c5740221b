// The host's entry. With the federation's async start-up the shared libraries are ready here, so the
// app renders directly (no bootstrap chunk): first the remotes are registered, then the shell.
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startFederation } from './federation';

await startFederation();
createRoot(document.getElementById('root')!).render(<App />);
