import { describe, expect, test } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FINGERPRINT_KEY, TOKEN_KEY } from '../../lib/storage-keys';
import { aMe } from '../../testing/builders';
import { meReturns } from '../../testing/handlers';
import { renderApp } from '../../testing/render';
import { server } from '../../testing/server';

const anotherTabSets = (token: string | null) => {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
  // The browser fires this in every other tab of the origin.
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: token }));
  });
};

describe('session', () => {
  test('when a token is stored, then the current user is loaded with the Bearer token and the device fingerprint', async () => {
    const seen: Headers[] = [];
    server.use(meReturns(aMe({ credits: 12, isRegistered: false }), seen));
    renderApp('/', { token: 'tok-1' });

    expect(await screen.findByRole('link', { name: 'Credits (12)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(document.querySelector('[data-user-type]')).toHaveAttribute('data-user-type', 'paid');
    expect(seen[0].get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0].get('X-Device-Fingerprint')).toBe(localStorage.getItem(FINGERPRINT_KEY));
  });

  test('when there is no token, then no user is requested and the visitor is anonymous', async () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits' })).toBeInTheDocument();
    expect(document.querySelector('[data-user-type]')).toHaveAttribute('data-user-type', 'anonymous');
  });

  test('when loading the user fails, then the visitor is silently anonymous', async () => {
    let calls = 0;
    server.use(
      http.get('/api/me', () => {
        calls += 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    renderApp('/', { token: 'tok-1' });
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByRole('link', { name: 'Credits' })).toBeInTheDocument();
    expect(document.querySelector('[data-user-type]')).toHaveAttribute('data-user-type', 'anonymous');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
  });

  test('when the user signs out, then the token goes, other tabs hear a storage event and /login opens', async () => {
    server.use(meReturns(aMe({ credits: 4 })));
    server.use(http.get('/api/documents', () => HttpResponse.json([])));
    const heard: StorageEvent[] = [];
    const listen = (event: StorageEvent) => heard.push(event);
    window.addEventListener('storage', listen);
    const app = renderApp('/documents', { token: 'tok-1' });

    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(heard).toEqual([expect.objectContaining({ key: TOKEN_KEY, oldValue: 'tok-1', newValue: null })]);
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits' })).toBeInTheDocument();
    window.removeEventListener('storage', listen);
  });

  test('when another tab signs in, then this tab loads that user', async () => {
    server.use(meReturns(aMe({ credits: 9 })));
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();

    anotherTabSets('tok-other');
    expect(await screen.findByRole('link', { name: 'Credits (9)' })).toBeInTheDocument();
  });

  test('when another tab signs out, then this tab becomes anonymous', async () => {
    server.use(meReturns(aMe({ credits: 9 })));
    renderApp('/', { token: 'tok-1' });
    expect(await screen.findByRole('link', { name: 'Credits (9)' })).toBeInTheDocument();

    anotherTabSets(null);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credits' })).toBeInTheDocument();
  });

  test('when another tab changes the account (a storage event), then the user is reloaded', async () => {
    let credits = 5;
    server.use(http.get('/api/me', () => HttpResponse.json(aMe({ credits }))));
    renderApp('/', { token: 'tok-1' });
    expect(await screen.findByRole('link', { name: 'Credits (5)' })).toBeInTheDocument();

    credits = 45;
    anotherTabSets('tok-1');
    expect(await screen.findByRole('link', { name: 'Credits (45)' })).toBeInTheDocument();
  });

  test('then the device fingerprint is computed once and reused', async () => {
    const seen: Headers[] = [];
    server.use(meReturns(aMe(), seen));
    renderApp('/', { token: 'tok-1' });
    await waitFor(() => expect(seen).toHaveLength(1));
    const first = localStorage.getItem(FINGERPRINT_KEY);
    anotherTabSets('tok-2');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1].get('X-Device-Fingerprint')).toBe(first);
  });
});

describe('an expired token', () => {
  test('when the server rejects the token, then it is dropped and the visitor is anonymous', async () => {
    server.use(http.get('/api/me', () => HttpResponse.json({ message: 'Session expired', code: 'unauthorized' }, { status: 401 })));
    renderApp('/', { token: 'stale' });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
