import type { Request } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile, type StrategyOptionsWithRequest } from 'passport-google-oauth20';
import { createOAuthStateStore } from '../adapters/oauth-state-store.js';
import { signInWithGoogle } from '../domain/google-sign-in.js';
import type { AuthDeps } from '../ports.js';

export type SignedIn = { token: string; firstSignIn: boolean };
export type GoogleAuthenticator = InstanceType<typeof passport.Passport>;

/** Passport with Google's OAuth strategy, for an auth service whose Google client is configured (google-routes.ts). */
export function googleAuthenticator(deps: AuthDeps, GOOGLE_CLIENT_ID: string, GOOGLE_CLIENT_SECRET: string): GoogleAuthenticator {
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
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

  return authenticator;
}
