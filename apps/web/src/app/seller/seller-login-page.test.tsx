// Seller sign-in against a mocked API: the server's field messages land on their fields (alert,
// aria-invalid, described by, the first focused) and nothing navigates; a refusal that is not
// about a field shows in the form's alert; a sign-in goes to the page the seller came from.
import '../../lib/account-texts.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/http.ts';
import { renderApp } from '../../testing/render.tsx';
import { Component as SellerLoginPage } from './seller-login-page.tsx';

const seller = { type: 'seller', id: 's1', name: 'Ama Fabrics', phone: '+233241234567' };

beforeEach(() => {
  server.use(http.get('/api/auth/session', () => HttpResponse.json({ user: null })));
});

async function signIn(phone: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('seller sign-in', () => {
  it('shows the server field message at the phone field and stays on the page', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/seller/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Check the highlighted fields.',
              fields: { phone: 'This number is not a Ghana mobile number.' },
            },
          },
          { status: 400 },
        );
      }),
    );
    renderApp(<SellerLoginPage />, { path: '/seller/login?redirect=/seller/products' });
    await signIn('0241234567', 'secret-pass');

    const phone = screen.getByLabelText('Phone number');
    const message = await screen.findByText('This number is not a Ghana mobile number.');
    expect(message).toHaveAttribute('role', 'alert');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('This number is not a Ghana mobile number.');
    expect(phone).toHaveFocus();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual({ phone: '0241234567', password: 'secret-pass' });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/seller/login?redirect=/seller/products',
    );
  });

  it('says the phone or password is wrong in the alert, no field marked', async () => {
    server.use(
      http.post('/api/auth/seller/login', () =>
        HttpResponse.json(
          { error: { code: 'invalid_credentials', message: 'Wrong phone or password.' } },
          { status: 401 },
        ),
      ),
    );
    renderApp(<SellerLoginPage />, { path: '/seller/login' });
    await signIn('0241234567', 'wrong-pass');
    expect(await screen.findByText('Invalid phone or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('location')).toHaveTextContent('/seller/login');
  });

  it('goes to the page the seller came from once signed in', async () => {
    server.use(http.post('/api/auth/seller/login', () => HttpResponse.json({ user: seller })));
    renderApp(<SellerLoginPage />, { path: '/seller/login?redirect=/seller/products' });
    await signIn('0241234567', 'secret-pass');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/seller\/products$/),
    );
  });

  it('never follows a redirect to another site', async () => {
    server.use(http.post('/api/auth/seller/login', () => HttpResponse.json({ user: seller })));
    renderApp(<SellerLoginPage />, { path: '/seller/login?redirect=//evil.example/phish' });
    await signIn('0241234567', 'secret-pass');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/seller$/));
  });
});
