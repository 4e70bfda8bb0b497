import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { initI18n } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/register-sw.ts';
import './styles.css';

// zod compiles object schemas with `new Function` when it may; our CSP forbids eval, so its probe
// would be reported as a CSP violation on every page that validates. `z.config({ jitless: true })`
// does this, but importing zod's config here would add ~3 KB br to the entry chunk; zod keeps its
// configuration in this global (shared by every copy of zod) and reads it when it loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

// The chosen language is loaded before the first render, so nobody sees English flash first.
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers />
  </StrictMode>,
);

registerServiceWorker();
