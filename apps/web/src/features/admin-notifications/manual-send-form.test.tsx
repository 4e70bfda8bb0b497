// Send Manual against a mocked API: Send opens the wa.me link with the text for the admin (as the
// spec says) and still queues the message through the server; a number that is not one opens
// nothing.
import '../../lib/admin-texts.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import { ManualSendForm } from './manual-send-form.tsx';

afterEach(() => vi.restoreAllMocks());

function mockSend() {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/admin/notifications/send', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { status: 'queued', whatsappLink: 'https://wa.me/233241234567?text=Akwaaba%20o' },
        { status: 202 },
      );
    }),
  );
  return sent;
}

describe('ManualSendForm', () => {
  it('Send opens WhatsApp with the number and text, and queues the message', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const sent = mockSend();
    const user = userEvent.setup();
    renderApp(<ManualSendForm />);
    await user.type(screen.getByTestId('manual-phone'), '0241234567');
    await user.type(screen.getByTestId('manual-message'), ' Akwaaba o ');
    await user.click(screen.getByTestId('manual-send'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[0]).toBe('https://wa.me/233241234567?text=Akwaaba%20o');
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    await waitFor(() => expect(screen.getByTestId('manual-result')).toBeTruthy());
    expect(sent).toMatchObject([{ phone: '0241234567', message: ' Akwaaba o ' }]);
  });

  it('a number that is not one opens nothing; the server says why', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const sent = mockSend();
    const user = userEvent.setup();
    renderApp(<ManualSendForm />);
    await user.type(screen.getByTestId('manual-phone'), '12');
    await user.type(screen.getByTestId('manual-message'), 'Hello');
    await user.click(screen.getByTestId('manual-send'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(open).not.toHaveBeenCalled();
  });
});
