import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { SignJWT, importPKCS8, importSPKI, jwtVerify, errors as joseErrors } from 'jose';
import { UnauthorizedError } from './errors.js';

const ALG = 'EdDSA';
export const JWT_ISSUER = 'bankxl-auth';
export const JWT_AUDIENCE = 'bankxl';

export type TokenClaims = { userId: string; tokenVersion: number };

export type JwtKeys = { privateKeyPem: string; publicKeyPem: string };

/** A fresh Ed25519 key pair in PEM form. */
export function generateJwtKeys(): JwtKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Embedded mode: the key pair is generated once under DATA_DIR/keys and reused after a restart. */
export function loadOrCreateJwtKeys(dir: string): JwtKeys {
  const privatePath = path.join(dir, 'jwt-private.pem');
  if (fs.existsSync(privatePath)) {
    const privateKeyPem = fs.readFileSync(privatePath, 'utf8');
    const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
    return { privateKeyPem, publicKeyPem };
  }
  const keys = generateJwtKeys();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(privatePath, keys.privateKeyPem, { mode: 0o600, flag: 'wx' });
  return keys;
}

export type JwtSigner = { sign(claims: TokenClaims): Promise<string> };

/** Signs session tokens (auth only holds the private key). */
export async function createJwtSigner(privateKeyPem: string, expiresIn = '7d'): Promise<JwtSigner> {
  const key = await importPKCS8(privateKeyPem, ALG);
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALG })
        .setSubject(userId)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
  };
}

export type JwtVerifier = { verify(token: string): Promise<TokenClaims> };

/** How many verified tokens a verifier remembers (the oldest goes first); about 300 bytes each. */
const VERIFIED_TOKENS_KEPT = 1_000;

/**
 * Verifies tokens with auth's public key; any problem is a 401. jose only checks `exp` when it is
 * present, so a token signed without one would never expire: `exp` and `iat` are required.
 *
 * A token that verified is remembered until it expires: its signature cannot change, so it is checked once,
 * not on every request the same browser makes (an Ed25519 check is a job for libuv's thread pool, which the
 * product's file writes and compression share: issue 25, `/api/me` under load). Expiry is still checked on
 * every use; revocation is `isRevoked`'s, asked every time. Each call returns its own claims object.
 */
export async function createJwtVerifier(publicKeyPem: string): Promise<JwtVerifier> {
  const key = await importSPKI(publicKeyPem, ALG);
  const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return { ...known.claims };
        verified.delete(token);
        throw new UnauthorizedError('Your session has expired. Please log in again.', 'token_expired');
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          algorithms: [ALG],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw new UnauthorizedError('Invalid session token.');
        const claims = { userId: payload.sub, tokenVersion: payload.ver };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
        return { ...claims };
      } catch (err) {
        if (err instanceof UnauthorizedError) throw err;
        if (err instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Your session has expired. Please log in again.', 'token_expired');
        throw new UnauthorizedError('Invalid session token.', 'invalid_token');
      }
    },
  };
}

export type AuthOptions = {
  verifier: JwtVerifier;
  /** Tells whether a token was revoked (password reset, account deletion) after it was issued. */
  isRevoked?: (claims: TokenClaims) => Promise<boolean>;
};

declare module 'express-serve-static-core' {
  interface Locals {
    user?: TokenClaims;
    /** What `requireUser`'s `alongside` started for this request's user (see there). */
    alongside?: Promise<unknown>;
  }
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

async function authenticate(
  opts: AuthOptions,
  header: string | undefined,
  alongside?: (claims: TokenClaims) => Promise<unknown>,
): Promise<{ claims: TokenClaims; started?: Promise<unknown> } | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const claims = await opts.verifier.verify(token);
  const started = alongside?.({ ...claims });
  // Nobody awaits it when the token turns out revoked: its failure must not go unhandled.
  started?.catch(() => undefined);
  if (opts.isRevoked && (await opts.isRevoked(claims))) throw new UnauthorizedError('Your session has ended. Please log in again.', 'token_revoked');
  return { claims, started };
}

/**
 * Requires a valid Bearer token; the user is then `res.locals.user`.
 *
 * `alongside` starts a route's own read for the token's user as soon as its signature checked out, while
 * revocation is still being asked (both wait on databases; one after the other, `/api/me` under load paid
 * for both queues: issue 25). Its promise is `res.locals.alongside`; when the token was revoked the request
 * ends with the 401 and what it read is never used.
 */
export function requireUser(opts: AuthOptions, alongside?: (claims: TokenClaims, req: Request) => Promise<unknown>): RequestHandler {
  return async (req, res, next) => {
    const signedIn = await authenticate(opts, req.header('authorization'), alongside && ((claims) => alongside(claims, req)));
    if (!signedIn) throw new UnauthorizedError();
    res.locals.user = signedIn.claims;
    if (signedIn.started) res.locals.alongside = signedIn.started;
    next();
  };
}

/** Accepts anonymous requests; a token that is present must be valid. */
export function optionalUser(opts: AuthOptions): RequestHandler {
  return async (req, res, next) => {
    const signedIn = await authenticate(opts, req.header('authorization'));
    if (signedIn) res.locals.user = signedIn.claims;
    next();
  };
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(res: Response): TokenClaims {
  if (!res.locals.user) throw new UnauthorizedError();
  return res.locals.user;
}
