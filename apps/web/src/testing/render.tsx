// Renders a component as the app does: the app's providers (a query client of its own with the
// app's rules, English), a router at a given path and the toaster, plus a line that shows the
// router's location so a test can see whether (and where) the component navigated.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers, type RenderedWith } from '../app/providers.tsx';
import { ToasterHost } from '../components/feedback/toaster-host.tsx';
import { createQueryClient } from '../lib/query-client.ts';

const renderedWith: RenderedWith = {
  language: 'en',
  dataSaver: false,
  theme: 'system',
  origin: 'http://localhost:3000',
};

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const client = createQueryClient();
  const result = render(
    <Providers client={client} renderedWith={renderedWith} fixedLanguage>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Location />
      </MemoryRouter>
      <ToasterHost label="Notifications" />
    </Providers>,
  );
  return { ...result, client };
}
