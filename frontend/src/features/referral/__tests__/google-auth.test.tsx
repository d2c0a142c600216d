import { afterEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { REFERRAL_PROMPTED_KEY, TOKEN_KEY } from '../../../lib/storage-keys';
import { aMe } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

describe('Google sign-in callback', () => {
  afterEach(() => localStorage.clear());

  test('when there is no token, then the visitor is sent to /login', async () => {
    const app = renderApp('/google-auth');
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  test('when the first sign-in lands, then the token is kept, the user loads with the fingerprint and the referral modal asks once', async () => {
    const seen: Headers[] = [];
    server.use(meReturns(aMe({ credits: 3 }), seen));
    const app = renderApp('/google-auth?token=g-tok');

    const dialog = await screen.findByRole('dialog', { name: 'Were you referred by a friend?' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('g-tok');
    expect(localStorage.getItem(REFERRAL_PROMPTED_KEY)).toBe('true');
    await waitFor(() => expect(seen[0]?.get('X-Device-Fingerprint')).toMatch(/^[0-9a-f]{28}$/));
    expect(seen[0].get('Authorization')).toBe('Bearer g-tok');

    await app.user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(dialog).not.toBeInTheDocument();
  });

  test('when the browser was already asked, then the user goes straight home', async () => {
    localStorage.setItem(REFERRAL_PROMPTED_KEY, 'true');
    server.use(meReturns(aMe()));
    const app = renderApp('/google-auth?token=g-tok');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('when the referral form is submitted empty, then it asks for a code; the field holds at most 16 characters', async () => {
    server.use(meReturns(aMe()));
    const { user } = renderApp('/google-auth?token=g-tok');
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(screen.getByText('Enter a referral code, or choose Skip.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Referral code'), 'FRIEND-CODE-12345678');
    expect(screen.getByLabelText('Referral code')).toHaveValue('FRIEND-CODE-1234');
  });

  test('when a referral code is applied, then it confirms and opens /profile after 1.2 s', async () => {
    server.use(meReturns(aMe()));
    server.use(http.get('/api/referral-info', () => HttpResponse.json({ referralCode: 'MINE42', referredCount: 0 })));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/set-referral-code', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const app = renderApp('/google-auth?token=g-tok');
    await screen.findByRole('dialog');
    await app.user.type(screen.getByLabelText('Referral code'), 'FRIEND1');
    await app.user.click(screen.getByRole('button', { name: 'Apply code' }));

    expect(await screen.findByText('Referral code applied!')).toBeInTheDocument();
    expect(bodies).toEqual([{ referralCode: 'FRIEND1' }]);
    expect(app.location()).toBe('/google-auth?token=g-tok');
    await waitFor(() => expect(app.location()).toBe('/profile'), { timeout: 3000 });
  });

  test('when the code is refused, then the server message, else the fallback, shows; a network failure says so', async () => {
    server.use(meReturns(aMe()));
    server.use(http.post('/api/set-referral-code', () => HttpResponse.json({ message: 'Unknown referral code.' }, { status: 400 })));
    const { user } = renderApp('/google-auth?token=g-tok');
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Referral code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('Unknown referral code.')).toBeInTheDocument();

    server.use(http.post('/api/set-referral-code', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('Failed to apply referral code.')).toBeInTheDocument();

    server.use(http.post('/api/set-referral-code', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText('Network error.')).toBeInTheDocument();
  });
});
