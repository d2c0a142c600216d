import { describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { TOKEN_KEY } from '../../../lib/storage-keys';
import { aMe } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

const referral = (referralCode: string | null, referredCount = 0) =>
  server.use(http.get('/api/referral-info', () => HttpResponse.json({ referralCode, referredCount })));

describe('profile', () => {
  test('then email, credits, login method, referral code and both ad slots show', async () => {
    server.use(meReturns(aMe({ email: 'ada@example.test', credits: 17 })));
    referral('ADA-2026', 2);
    renderApp('/profile', { token: 't' });

    expect(await screen.findByText('ada@example.test')).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
    expect(screen.getByText('Email/Password')).toBeInTheDocument();
    // The label shows "Loading..." until /api/referral-info answers: wait for the code, not just the label.
    await waitFor(() => expect(screen.getByLabelText('Your referral code')).toHaveTextContent('ADA-2026'));
    expect(screen.getByText(/You have referred/)).toHaveTextContent('You have referred 2 users.');
    expect(screen.getByTestId('ad-101')).toBeInTheDocument();
    expect(screen.getByTestId('ad-103')).toBeInTheDocument();
  });

  test('when the referral code loads or is missing, then Loading... and Not available show, and Copy is disabled', async () => {
    server.use(meReturns(aMe()));
    server.use(
      http.get('/api/referral-info', async () => {
        await delay(100);
        return HttpResponse.json({ referralCode: null, referredCount: 0 });
      }),
    );
    renderApp('/profile', { token: 't' });
    expect(await screen.findByLabelText('Your referral code')).toHaveTextContent('Loading...');
    await waitFor(() => expect(screen.getByLabelText('Your referral code')).toHaveTextContent('Not available'));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  test('when Copy is pressed, then the code is on the clipboard and the confirmation shows for 1.2 s', async () => {
    server.use(meReturns(aMe()));
    referral('ADA-2026');
    const { user } = renderApp('/profile', { token: 't' });
    await waitFor(() => expect(screen.getByLabelText('Your referral code')).toHaveTextContent('ADA-2026'));
    // user-event installs a clipboard stub on navigator; watch what reaches it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Referral code copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('ADA-2026');
    await waitFor(() => expect(screen.queryByText('Referral code copied!')).not.toBeInTheDocument(), { timeout: 2500 });
  });

  test('when the user signed in with Google, then the login method says so and the email form is hidden', async () => {
    server.use(meReturns(aMe({ email: 'ada@gmail.com', hasPassword: false })));
    referral('X');
    renderApp('/profile', { token: 't' });
    expect(await screen.findByText('Google')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Update email' })).not.toBeInTheDocument();
  });

  test('when a gmail user has a password, then the method is Email/Password and the form shows', async () => {
    server.use(meReturns(aMe({ email: 'ada@gmail.com', hasPassword: true })));
    referral('X');
    renderApp('/profile', { token: 't' });
    expect(await screen.findByText('Email/Password')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Update email' })).toBeInTheDocument();
  });

  test('when the email form is used, then it validates, is disabled while unchanged or sending, and confirms', async () => {
    let email = 'ada@example.test';
    server.use(http.get('/api/me', () => HttpResponse.json(aMe({ email }))));
    referral('X');
    const posted: unknown[] = [];
    server.use(
      http.post('/api/profile', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        posted.push(body);
        await delay(50);
        email = body.email;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderApp('/profile', { token: 't' });
    const field = await screen.findByLabelText('Email address');
    const button = screen.getByRole('button', { name: 'Update email' });
    expect(field).toHaveValue('ada@example.test');
    expect(button).toBeDisabled();

    await user.clear(field);
    await user.click(button);
    expect(field).toHaveAccessibleDescription('Enter your email address.');
    await user.type(field, 'ada@new');
    await user.click(button);
    expect(field).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(posted).toHaveLength(0);

    await user.type(field, '.example');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(posted).toEqual([{ email: 'ada@new.example' }]);
    expect(await screen.findByText('ada@new.example', { selector: 'dd' })).toBeInTheDocument();
  });

  test('when the update is refused, then the server message, the fallback or "Network error." shows', async () => {
    server.use(meReturns(aMe({ email: 'ada@example.test' })));
    referral('X');
    server.use(http.post('/api/profile', () => HttpResponse.json({ message: 'Email already in use.' }, { status: 409 })));
    const { user } = renderApp('/profile', { token: 't' });
    const field = await screen.findByLabelText('Email address');
    await user.clear(field);
    await user.type(field, 'taken@example.test');
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    expect(await screen.findByText('Email already in use.')).toBeInTheDocument();

    server.use(http.post('/api/profile', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();

    server.use(http.post('/api/profile', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    expect(await screen.findByText('Network error.')).toBeInTheDocument();
  });

  test('when deletion is cancelled, then nothing is sent', async () => {
    server.use(meReturns(aMe()));
    referral('X');
    const { user } = renderApp('/profile', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t');
  });

  test('when the account is deleted, then it confirms, and after 1.2 s the token is gone and /login opens', async () => {
    server.use(meReturns(aMe()));
    referral('X');
    server.use(
      http.delete('/api/me', async () => {
        await delay(100);
        return HttpResponse.json({ message: 'deleted' });
      }),
    );
    const app = renderApp('/profile', { token: 't' });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Deleting your account...')).toBeInTheDocument();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t');
    await waitFor(() => expect(app.location()).toBe('/login'), { timeout: 3000 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  test('when deletion fails, then the server message or the fallback shows', async () => {
    server.use(meReturns(aMe()));
    referral('X');
    server.use(http.delete('/api/me', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/profile', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Failed to delete account.')).toBeInTheDocument();
  });
});
