import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './actors/service-worker';
import { App } from './app';
import './styles.css';

// The inspector is a development aid only: this branch is dropped from production builds.
const inspect = import.meta.env.DEV
  ? await (await import('./actors/dev-inspector')).loadDevInspector()
  : undefined;

const container = document.getElementById('app');
if (!container) throw new Error('The page has no #app element to render into');
createRoot(container).render(
  <StrictMode>
    <App origin={window.location.origin} inspect={inspect} />
  </StrictMode>,
);
registerServiceWorker();
