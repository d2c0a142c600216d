import type { Database, Db } from '@bankxl/db';
import type { AppEvent } from '@bankxl/contracts';
import type { JwtSigner } from '@bankxl/platform';
import type { AuthConfig } from './config.js';

/** What billing tells auth about a user (an internal call: never a stale copy). */
export type BillingAccount = { balance: number; hasPurchased: boolean };
export type BillingPort = { accountOf(userId: string, requestId?: string): Promise<BillingAccount> };

/** Everything auth's use cases need from outside. */
export type AuthDeps = {
  database: Database;
  config: AuthConfig;
  signer: JwtSigner;
  billing: BillingPort;
  /** Records an event in the outbox, inside the caller's transaction. */
  emit(tx: Db, event: AppEvent): Promise<void>;
  /** Asks the outbox relay to publish now (after a commit). */
  flushEvents(): void;
  now(): Date;
};
