// Before every component test file (vitest.config.ts, project web-dom): the DOM matchers, the
// mocked API (http.ts) and a clean document between tests.
import '@testing-library/jest-dom/vitest';
import { enShell } from '@dwa/domain/i18n/en-shell';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { addTexts } from '../lib/i18n.ts';
import { server } from './http.ts';

// The browser fetches the shell's English texts before the first render (lib/i18n.ts); a
// component test renders without that step, in English.
addTexts('en', enShell);

// jsdom has <dialog> but not its methods (jsdom/jsdom#3294). The app's Dialog opens it with
// showModal() and learns it closed from the `close` event (components/ui/dialog.tsx): these do
// what the HTML standard says for both, minus what jsdom cannot show (the top layer, inertness).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, value?: string) {
    if (!this.open) return;
    this.open = false;
    if (value !== undefined) this.returnValue = value;
    this.dispatchEvent(new Event('close'));
  };
}

// findBy…/waitFor give up after 1 s by default; on 2 busy cores a render after a mocked answer
// can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in one store for the page: a toast of this test must not show in the
  // next one's toaster.
  toast.dismiss();
  server.resetHandlers();
});
afterAll(() => server.close());
