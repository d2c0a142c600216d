import type { Express, Request, Response, NextFunction } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile, type StrategyOptionsWithRequest } from 'passport-google-oauth20';
import { AppError } from '@bankxl/platform';
import { createOAuthStateStore, STATE_COOKIE, STATE_COOKIE_PATH } from '../adapters/oauth-state-store.js';
import { signInWithGoogle } from '../domain/google-sign-in.js';
import { MESSAGES } from '../domain/messages.js';
import type { AuthDeps } from '../ports.js';

type SignedIn = { token: string; firstSignIn: boolean };

const loginError = (message: string) => `/login?error=${encodeURIComponent(message)}`;

/**
 * Google sign-in: `GET /api/auth/google[?fp=<device fingerprint>]` → Google → callback → redirect to
 * `/google-auth?token=…` (plus `firstSignIn=true` for a new account). Without GOOGLE_CLIENT_ID both
 * paths redirect to the login page with "Google sign-in is not configured.".
 */
export function googleRoutes(app: Express, deps: AuthDeps): void {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, PUBLIC_URL } = deps.config;
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) {
    app.get(['/api/auth/google', '/api/auth/google/callback'], (_req, res) => {
      res.redirect(302, loginError(MESSAGES.googleNotConfigured));
    });
    return;
  }

  const base = PUBLIC_URL.replace(/\/+$/, '');
  // Our own Passport instance: nothing global, so several auth services can share a process (tests).
  const authenticator = new passport.Passport();
  const options: StrategyOptionsWithRequest = {
    clientID: GOOGLE_CLIENT_ID,
    clientSecret: GOOGLE_CLIENT_SECRET,
    callbackURL: `${base}/api/auth/google/callback`,
    ...(deps.config.GOOGLE_AUTH_URL ? { authorizationURL: deps.config.GOOGLE_AUTH_URL } : {}),
    ...(deps.config.GOOGLE_TOKEN_URL ? { tokenURL: deps.config.GOOGLE_TOKEN_URL } : {}),
    ...(deps.config.GOOGLE_USERINFO_URL ? { userProfileURL: deps.config.GOOGLE_USERINFO_URL } : {}),
    passReqToCallback: true,
    pkce: true,
    state: true,
    store: createOAuthStateStore({ database: deps.database, secureCookie: base.startsWith('https://'), now: deps.now }) as unknown as StrategyOptionsWithRequest['store'],
  } as StrategyOptionsWithRequest;
  authenticator.use(
    new GoogleStrategy(options, (req: Request, _accessToken: string, _refreshToken: string, profile: Profile, done: (err: unknown, user?: SignedIn) => void) => {
      const claims = (profile._json ?? {}) as { email?: unknown; email_verified?: unknown };
      signInWithGoogle(deps, {
        googleId: profile.id,
        email: typeof claims.email === 'string' ? claims.email : null,
        // Google's userinfo says true; some stand-ins send the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        fingerprintHash: req.res?.locals.googleFingerprintHash ?? null,
      }).then((user) => done(null, user), done);
    }),
  );

  app.get('/api/auth/google', (req: Request, res: Response, next: NextFunction) => {
    authenticator.authenticate('google', { session: false, scope: ['openid', 'email', 'profile'] })(req, res, next);
  });

  app.get('/api/auth/google/callback', (req: Request, res: Response, next: NextFunction) => {
    res.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    if (req.query.error) {
      // The user cancelled at Google, or Google refused the request.
      res.redirect(302, loginError(MESSAGES.googleFailed));
      return;
    }
    authenticator.authenticate('google', { session: false }, (err: unknown, user: SignedIn | false) => {
      if (err || !user) {
        if (err && !(err instanceof AppError)) res.locals.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'google sign-in failed');
        res.redirect(302, loginError(err instanceof AppError && err.status < 500 ? err.message : MESSAGES.googleFailed));
        return;
      }
      const query = new URLSearchParams({ token: user.token, ...(user.firstSignIn ? { firstSignIn: 'true' } : {}) });
      res.redirect(302, `/google-auth?${query.toString()}`);
    })(req, res, next);
  });
}
