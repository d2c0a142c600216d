import express, { type Express, type Request } from 'express';
import { sharedRateLimitStore } from '@bankxl/db';
import {
  BadRequestError,
  clientIp,
  currentUser as signedInUser,
  parseInput,
  rateLimit,
  requireInternal,
  requireUser,
  REQUEST_ID_HEADER,
  type AuthOptions,
} from '@bankxl/platform';
import { CreateApiKeyBody } from '@bankxl/contracts';
import { findUserById } from '../adapters/user-store.js';
import { createApiKey, deleteApiKey, listApiKeys, resolveApiKey } from '../domain/api-keys.js';
import { currentUser, confirmEmailChange, deleteAccount, requestEmailChange } from '../domain/account.js';
import { login } from '../domain/login.js';
import { signInWithLink } from '../domain/sign-in-link.js';
import { MESSAGES } from '../domain/messages.js';
import { requestPasswordReset, resetPassword } from '../domain/password-reset.js';
import { applyReferralCode, referralInfo } from '../domain/referrals.js';
import { register } from '../domain/register.js';
import { sessionUserOf } from './session-user.js';
import { verifyEmail } from '../domain/verify-email.js';
import type { AuthDeps, BillingAccount } from '../ports.js';
import { ForgotPasswordBody, LoginBody, SignInLinkBody, ProfileBody, queryToken, RegisterBody, ResetPasswordBody, SetReferralCodeBody } from './schemas.js';

const HOUR = 60 * 60 * 1000;
const FINGERPRINT_HEADER = 'x-device-fingerprint';
const fingerprintOf = (req: Request) => req.header(FINGERPRINT_HEADER) || undefined;
const json = express.json({ limit: '16kb' });

/** auth's public API (paths as the gateway forwards them) and its internal API. */
export function authRoutes(app: Express, deps: AuthDeps, auth: AuthOptions): void {
  const signedIn = requireUser(auth);
  // `/api/me` (every page asks it) reads the balance from billing while the session is checked, not after.
  const signedInAskingBalance = requireUser(auth, (claims, req) => deps.billing.accountOf(claims.userId, req.header(REQUEST_ID_HEADER)));
  // Counted in the database, so replicas share one budget per address.
  const store = sharedRateLimitStore(deps.database);
  const perIp = (name: string, max: number, message: string) => rateLimit({ windowMs: HOUR, max, key: clientIp, message, store, name });

  app.post('/api/register', perIp('register', deps.config.REGISTER_RATE_LIMIT_PER_HOUR, MESSAGES.tooManyRegistrations), json, async (req, res) => {
    const body = parseInput(RegisterBody, req.body ?? {});
    res.status(201).json(await register(deps, { ...body, fingerprint: fingerprintOf(req) }));
  });

  app.get('/api/verify-email', async (req, res) => {
    const token = queryToken(req.query.token);
    if (!token) throw new BadRequestError(MESSAGES.noToken, 'missing_token');
    res.json(await verifyEmail(deps, token));
  });

  app.post('/api/login', json, async (req, res) => {
    const body = parseInput(LoginBody, req.body ?? {});
    res.json(await login(deps, { ...body, fingerprint: fingerprintOf(req), ip: clientIp(req) }));
  });

  // The one-time link mailed when the right password came from a new place during a guessing attack.
  app.post('/api/login/link', json, async (req, res) => {
    const { token } = parseInput(SignInLinkBody, req.body ?? {});
    res.json(await signInWithLink(deps, { token, fingerprint: fingerprintOf(req), ip: clientIp(req) }));
  });

  app.post('/api/forgot-password', perIp('forgot-password', deps.config.FORGOT_PASSWORD_RATE_LIMIT_PER_HOUR, MESSAGES.tooManyResetRequests), json, async (req, res) => {
    const { email } = parseInput(ForgotPasswordBody, req.body ?? {});
    res.json(await requestPasswordReset(deps, email));
  });

  app.post('/api/reset-password', json, async (req, res) => {
    res.json(await resetPassword(deps, parseInput(ResetPasswordBody, req.body ?? {})));
  });

  app.get('/api/me', signedInAskingBalance, async (req, res) => {
    const claims = signedInUser(res);
    const account = res.locals.alongside as Promise<BillingAccount> | undefined;
    res.json(await currentUser(deps, claims.userId, { fingerprint: fingerprintOf(req), requestId: req.header(REQUEST_ID_HEADER), user: sessionUserOf(claims), account }));
  });

  app.delete('/api/me', signedIn, async (_req, res) => {
    res.json(await deleteAccount(deps, signedInUser(res).userId));
  });

  app.post('/api/profile', signedIn, json, async (req, res) => {
    const { email } = parseInput(ProfileBody, req.body ?? {});
    res.json(await requestEmailChange(deps, signedInUser(res).userId, email));
  });

  // Opened from the mail, in a browser: answer with a redirect to the profile page, never JSON.
  app.get('/api/confirm-email-change', async (req, res) => {
    const token = queryToken(req.query.token);
    const outcome = token ? await confirmEmailChange(deps, token) : 'invalid';
    res.redirect(302, `/profile?emailChange=${outcome}`);
  });

  app.get('/api/referral-info', signedIn, async (_req, res) => {
    res.json(await referralInfo(deps, signedInUser(res).userId));
  });

  app.post('/api/set-referral-code', signedIn, json, async (req, res) => {
    const { referralCode } = parseInput(SetReferralCodeBody, req.body ?? {});
    res.json(await applyReferralCode(deps, signedInUser(res).userId, referralCode));
  });

  // Other services check here whether a session token was revoked (password reset, deletion).
  app.get('/internal/users/:id/token-version', requireInternal(deps.config.INTERNAL_TOKEN), async (req, res) => {
    const user = await findUserById(deps.database.db, String(req.params.id));
    res.json(user ? { tokenVersion: user.tokenVersion, deleted: false } : { tokenVersion: 0, deleted: true });
  });

  // API keys for the public API: managed with a session (the profile page), never with a key.
  app.post('/api/keys', signedIn, json, async (req, res) => {
    const { name } = parseInput(CreateApiKeyBody, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(await createApiKey(deps, signedInUser(res).userId, name));
  });

  app.get('/api/keys', signedIn, async (_req, res) => {
    res.json(await listApiKeys(deps, signedInUser(res).userId));
  });

  app.delete('/api/keys/:id', signedIn, async (req, res) => {
    res.json(await deleteApiKey(deps, signedInUser(res).userId, String(req.params.id)));
  });

  // Services that accept API keys (conversion, /api/v1) ask here whose key it is, on every request:
  // a revoked key stops working at once.
  app.post('/internal/api-keys/resolve', requireInternal(deps.config.INTERNAL_TOKEN), json, async (req, res) => {
    const key = typeof req.body?.key === 'string' ? req.body.key : '';
    res.json(await resolveApiKey(deps, key));
  });
}
