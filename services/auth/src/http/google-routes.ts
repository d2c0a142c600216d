import type { Express, Request, Response, NextFunction } from 'express';
import { AppError } from '@bankxl/platform';
import { STATE_COOKIE, STATE_COOKIE_PATH } from '../adapters/oauth-state-store.js';
import { MESSAGES } from '../domain/messages.js';
import type { AuthDeps } from '../ports.js';
import type { GoogleAuthenticator, SignedIn } from './google-strategy.js';

const loginError = (message: string) => `/login?error=${encodeURIComponent(message)}`;

/**
 * Google sign-in: `GET /api/auth/google[?fp=<device fingerprint>]` → Google → callback → redirect to
 * `/google-auth?token=…` (plus `firstSignIn=true` for a new account). Without GOOGLE_CLIENT_ID both
 * paths redirect to the login page with "Google sign-in is not configured.".
 */
export function googleRoutes(app: Express, deps: AuthDeps): void {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = deps.config;
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) {
    app.get(['/api/auth/google', '/api/auth/google/callback'], (_req, res) => {
      res.redirect(302, loginError(MESSAGES.googleNotConfigured));
    });
    return;
  }

  // Passport and its Google strategy load with the first sign-in through Google, not with the service: a
  // service without a Google client (`make start`) never needs them, and they cost about 12 MB (issue 25).
  let authenticator: Promise<GoogleAuthenticator> | null = null;
  const ready = () => (authenticator ??= import('./google-strategy.js').then((m) => m.googleAuthenticator(deps, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)));

  app.get('/api/auth/google', (req: Request, res: Response, next: NextFunction) => {
    ready().then((authenticator) => authenticator.authenticate('google', { session: false, scope: ['openid', 'email', 'profile'] })(req, res, next)).catch(next);
  });

  app.get('/api/auth/google/callback', (req: Request, res: Response, next: NextFunction) => {
    res.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    if (req.query.error) {
      // The user cancelled at Google, or Google refused the request.
      res.redirect(302, loginError(MESSAGES.googleFailed));
      return;
    }
    ready().then((authenticator) => authenticator.authenticate('google', { session: false }, (err: unknown, user: SignedIn | false) => {
      if (err || !user) {
        if (err && !(err instanceof AppError)) res.locals.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'google sign-in failed');
        res.redirect(302, loginError(err instanceof AppError && err.status < 500 ? err.message : MESSAGES.googleFailed));
        return;
      }
      const query = new URLSearchParams({ token: user.token, ...(user.firstSignIn ? { firstSignIn: 'true' } : {}) });
      res.redirect(302, `/google-auth?${query.toString()}`);
    })(req, res, next)).catch(next);
  });
}
