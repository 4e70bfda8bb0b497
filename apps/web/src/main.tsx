import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { initI18n } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/register-sw.ts';
import './styles.css';

// The chosen language is loaded before the first render, so nobody sees English flash first.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);

registerServiceWorker();
