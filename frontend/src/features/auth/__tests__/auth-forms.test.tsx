import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TOKEN_KEY } from '../../../lib/storage-keys';
import { aMe } from '../../../testing/builders';
import { useFakeClock, useRealClock } from '../../../testing/fake-clock';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

type Posted = { body: Record<string, unknown>; headers: Headers };

function post(path: string, respond: (body: Record<string, unknown>) => Response, seen: Posted[] = []) {
  server.use(
    http.post(`/api/${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.push({ body, headers: request.headers });
      return respond(body);
    }),
  );
  return seen;
}

describe('register', () => {
  const openForm = async () => {
    const app = renderApp('/register');
    await app.user.click(await screen.findByRole('button', { name: 'Register with Email' }));
    return app;
  };

  test('then Google sign-in and the forgot-password link are offered', async () => {
    renderApp('/register');
    expect(await screen.findByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', '/api/auth/google');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  test('when submitted empty, then email and password are required and nothing is sent', async () => {
    const seen = post('register', () => HttpResponse.json({}));
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Choose a password.');
    expect(seen).toHaveLength(0);
  });

  test('when the email is malformed, then it is refused', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
  });

  test('when registering with a referral code, then the code is capped at 16 characters and the form is replaced by the verify notice', async () => {
    const seen = post('register', () => HttpResponse.json({ message: 'ok', deviceWarning: true }));
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Referral code (optional)'), 'ABCDEFGHIJKLMNOPQRST');
    expect(screen.getByLabelText('Referral code (optional)')).toHaveValue('ABCDEFGHIJKLMNOP');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful! Please check your email to verify your address.')).toBeInTheDocument();
    expect(screen.getByText('Multiple accounts detected from this device. No free credits awarded.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register with email' })).not.toBeInTheDocument();
    expect(seen[0].body).toEqual({ email: 'ada@example.test', password: 'secret1', referralCode: 'ABCDEFGHIJKLMNOP' });
    expect(seen[0].headers.get('X-Device-Fingerprint')).toMatch(/^[0-9a-f]{28}$/);
  });

  test('when the server refuses, then its message or "Registration failed." shows', async () => {
    post('register', () => HttpResponse.json({ message: 'Email already registered.' }, { status: 409 }));
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Email already registered.')).toBeInTheDocument();

    post('register', () => new HttpResponse(null, { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed.')).toBeInTheDocument();
  });
});

describe('login', () => {
  const fillAndSubmit = async (app: ReturnType<typeof renderApp>) => {
    await app.user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await app.user.type(screen.getByLabelText('Password'), 'secret1');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  };

  test('when submitted empty, then both fields are required', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
  });

  test('when the credentials are accepted, then the token is stored, "Login successful!" shows and / follows', async () => {
    const seen = post('login', () => HttpResponse.json({ token: 'tok-ada', message: 'Logged in' }));
    server.use(meReturns(aMe({ email: 'ada@example.test', credits: 7 })));
    const app = renderApp('/login');
    await fillAndSubmit(app);

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-ada');
    expect(seen[0].headers.get('X-Device-Fingerprint')).toMatch(/^[0-9a-f]{28}$/);
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Credits (7)' })).toBeInTheDocument();
  });

  test('when the email is not verified, then the verification hint replaces the server text', async () => {
    post('login', () => HttpResponse.json({ message: 'Please verify your email first' }, { status: 403 }));
    await fillAndSubmit(renderApp('/login'));
    expect(
      await screen.findByText('Please verify your email address before logging in. Check your inbox for a verification link.'),
    ).toBeInTheDocument();
  });

  test('when the server refuses, then its message, else "Login failed.", shows', async () => {
    post('login', () => HttpResponse.json({ message: 'Invalid email or password.' }, { status: 401 }));
    const app = renderApp('/login');
    await fillAndSubmit(app);
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();

    post('login', () => HttpResponse.json({}, { status: 500 }));
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed.')).toBeInTheDocument();
  });

  test('when the network fails, then "Network error." shows', async () => {
    post('login', () => HttpResponse.error());
    await fillAndSubmit(renderApp('/login'));
    expect(await screen.findByText('Network error.')).toBeInTheDocument();
  });

  test('when Google sign-in failed, then /login?error shows why', async () => {
    renderApp('/login?error=Google%20sign-in%20is%20not%20configured');
    expect(await screen.findByText('Google sign-in is not configured')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  test('when the email is empty, then the button is disabled; when malformed, then it is refused', async () => {
    const seen = post('forgot-password', () => HttpResponse.json({}));
    const { user } = renderApp('/forgot-password');
    const button = await screen.findByRole('button', { name: 'Send reset link' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.click(button);
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  test('when the link is requested, then the server message or the default confirmation shows', async () => {
    const seen = post('forgot-password', () => HttpResponse.json({}));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If that email is registered, a reset link has been sent.')).toBeInTheDocument();
    expect(seen[0].body).toEqual({ email: 'ada@example.test' });
  });

  test('when the request fails, then "Failed to send reset link." shows', async () => {
    post('forgot-password', () => new HttpResponse(null, { status: 500 }));
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset link.')).toBeInTheDocument();
  });
});

describe('reset password', () => {
  test('when there is no token, then the link is reported invalid', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText('Invalid or missing reset token.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  test('when the new password is empty or shorter than 6, then it is refused', async () => {
    const seen = post('reset-password', () => HttpResponse.json({}));
    const { user } = renderApp('/reset-password?token=t1');
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Enter a new password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Use at least 6 characters.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  test('when the password is reset, then the success message and a login link show', async () => {
    const seen = post('reset-password', () => HttpResponse.json({ message: 'ok' }));
    const { user } = renderApp('/reset-password?token=t1');
    await user.type(await screen.findByLabelText('New password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password has been reset. You can now log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(seen[0].body).toEqual({ token: 't1', newPassword: '123456' });
  });

  test('when the token is rejected, then the server message, else the fallback, shows', async () => {
    post('reset-password', () => HttpResponse.json({}, { status: 400 }));
    const { user } = renderApp('/reset-password?token=t1');
    await user.type(await screen.findByLabelText('New password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
  });
});

describe('verify email', () => {
  afterEach(useRealClock);

  const verifyAnswers = (respond: () => Response) => server.use(http.get('/api/verify-email', respond));

  test('when there is no token, then "No token provided." shows', async () => {
    renderApp('/verify-email');
    expect(await screen.findByText('No token provided.')).toBeInTheDocument();
  });

  test('when the server confirms, then it says so and goes home after 3 seconds', async () => {
    useFakeClock(new Date('2026-03-01T10:00:00Z'));
    verifyAnswers(() => HttpResponse.json({ message: 'Email verified successfully' }));
    const app = renderApp('/verify-email?token=v1');
    expect(await screen.findByText('Verifying...')).toBeInTheDocument();
    expect(await screen.findByText('Email address verified! Redirecting to home page...')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(app.location()).toBe('/verify-email?token=v1');
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(app.location()).toBe('/');
  });

  test('when the server says something else, then it is shown as given', async () => {
    verifyAnswers(() => HttpResponse.json({ message: 'This link has expired.' }, { status: 400 }));
    renderApp('/verify-email?token=v1');
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
  });

  test('when the answer has no message or the network fails, then "Verification failed." links home', async () => {
    verifyAnswers(() => HttpResponse.error());
    renderApp('/verify-email?token=v1');
    expect(await screen.findByText('Verification failed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});
