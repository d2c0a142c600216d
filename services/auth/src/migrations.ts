import type { Migration } from '@bankxl/db';
import { busMigrations } from '@bankxl/bus';

/** auth's schema, oldest first. Plain SQL that runs on PostgreSQL 15 and PGlite. */
export const migrations: Migration[] = [
  ...busMigrations('auth'),
  {
    name: 'auth_0001_users_tokens_devices',
    sql: `
      -- Emails are stored trimmed and lower-cased, so a plain unique constraint is case-insensitive.
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text,
        google_id text UNIQUE,
        verified_at timestamptz,
        token_version integer NOT NULL DEFAULT 1,
        referral_code text NOT NULL UNIQUE,
        referred_by uuid REFERENCES users(id) ON DELETE SET NULL,
        referral_applied_at timestamptz,
        device_warning boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX users_referred_by ON users (referred_by);

      -- Verification, password-reset and email-change links: only a SHA-256 of the token is kept.
      CREATE TABLE user_tokens (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
        new_email text,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX user_tokens_user_purpose ON user_tokens (user_id, purpose);

      -- Device fingerprints (hashed) seen with an account. A deleted account leaves its rows with
      -- user_id NULL, so deleting and re-registering on the same device earns no second free grant.
      CREATE TABLE devices (
        id bigserial PRIMARY KEY,
        fingerprint_hash text NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX devices_fingerprint_user ON devices (fingerprint_hash, user_id);

      -- Failed logins, kept for the throttling window only; the account is a hash of the email.
      CREATE TABLE login_failures (
        id bigserial PRIMARY KEY,
        account_key text NOT NULL,
        ip text NOT NULL,
        failed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX login_failures_account ON login_failures (account_key, failed_at);
      CREATE INDEX login_failures_ip ON login_failures (ip, failed_at);

      -- Google sign-in in flight: the state (hashed), its PKCE verifier and the device it started on.
      CREATE TABLE oauth_states (
        state_hash text PRIMARY KEY,
        code_verifier text NOT NULL,
        fingerprint_hash text,
        expires_at timestamptz NOT NULL
      );
    `,
  },
  {
    name: 'auth_0002_login_sources',
    sql: `
      -- Networks an account has logged in from (the IP as a hash): once an account has many failed
      -- logins from everywhere, only these (or a device it has used) may still try its password.
      CREATE TABLE login_sources (
        account_key text NOT NULL,
        ip_hash text NOT NULL,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (account_key, ip_hash)
      );
      CREATE INDEX login_failures_account_ip ON login_failures (account_key, ip, failed_at);
    `,
  },
  {
    name: 'auth_0003_api_keys',
    sql: `
      -- Keys for the public API (/api/v1). The key itself is shown once; a SHA-256 of it is enough
      -- to find it again (it is 32 random bytes, so no slow hash is needed), and a leaked table opens nothing.
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        last_four text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX api_keys_user ON api_keys (user_id, created_at);
    `,
  },
  {
    name: 'auth_0004_sign_in_links',
    sql: `
      -- One-time sign-in links: mailed when the right password comes from a new place while the account is
      -- under a guessing attack (domain/login-throttle.ts), instead of refusing the owner for the window.
      ALTER TABLE user_tokens DROP CONSTRAINT user_tokens_purpose_check;
      ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_purpose_check CHECK (purpose IN ('verify_email', 'reset_password', 'change_email', 'sign_in'));
    `,
  },
];
