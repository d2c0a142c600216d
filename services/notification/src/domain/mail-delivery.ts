import { claimPeriodicRun, type Database } from '@bankxl/db';
import { MailDeliveryError, InvalidMessageError, type Mailer } from '@bankxl/mail';
import { startKickedRounds } from '@bankxl/bus';
import type { Logger } from '@bankxl/platform';
import { claimDueMails, markFailed, markSent, pruneSentMails } from '../adapters/mail-store.js';

export type MailDelivery = { kick(): void; stop(): Promise<void> };

export type MailDeliveryOptions = {
  database: Database;
  mailer: Mailer;
  log: Logger;
  maxAttempts: number;
  retryBaseMs: number;
  pollIntervalMs: number;
  batchSize?: number;
  /** Sent mails stay in the log this long (default 30 days). */
  retainSentMs?: number;
};

const LEASE_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How often a replica asks whether the pruning is due (a database round trip). */
const PRUNE_CHECK_EVERY_MS = 60 * 1000;

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base … at most an hour. */
export const retryDelay = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/**
 * Sends queued mails. A failed send is retried with exponential backoff; after `maxAttempts` (or a
 * permanent refusal by the mail server) the mail is marked failed, keeps its last error for the
 * operator, and is logged as an error: a mail is never dropped silently.
 */
export function startMailDelivery(opts: MailDeliveryOptions): MailDelivery {
  const { database, mailer, log } = opts;
  let lastPruneCheck = 0;
  const batchSize = opts.batchSize ?? 20;
  const retainSentMs = opts.retainSentMs ?? 30 * 24 * 60 * 60 * 1000;

  const sendOne = async (mail: Awaited<ReturnType<typeof claimDueMails>>[number]) => {
    const context = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    try {
      if (mail.textBody === null || mail.htmlBody === null) throw new InvalidMessageError('mail has no body');
      const { messageId } = await mailer.send({
        to: mail.toAddress,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
      await markSent(database.db, mail.id, messageId, new Date());
      log.info(context, 'mail sent');
    } catch (err) {
      const reason = err instanceof Error ? `${(err as { code?: string }).code ?? err.name}: ${err.message}`.slice(0, 500) : 'unknown error';
      const permanent = err instanceof InvalidMessageError || (err instanceof MailDeliveryError && err.permanent);
      if (permanent || mail.attempts >= opts.maxAttempts) {
        await markFailed(database.db, mail.id, reason, null);
        log.error({ ...context, reason, permanent }, 'mail could not be sent; given up (see sent_mails)');
      } else {
        const retryAt = new Date(Date.now() + retryDelay(mail.attempts, opts.retryBaseMs));
        await markFailed(database.db, mail.id, reason, retryAt);
        log.warn({ ...context, reason, retryAt: retryAt.toISOString() }, 'mail send failed; will retry');
      }
    }
  };

  const runRound = async (stopped: () => boolean) => {
    for (;;) {
      const batch = await database.transaction((tx) => claimDueMails(tx, new Date(), LEASE_MS, batchSize));
      if (batch.length === 0) break;
      for (const mail of batch) {
        if (stopped()) return;
        await sendOne(mail);
      }
    }
    // Mails are claimed row by row (FOR UPDATE SKIP LOCKED), so replicas never send one twice; the
    // pruning is one replica's job per period.
    if (Date.now() - lastPruneCheck > PRUNE_CHECK_EVERY_MS) {
      lastPruneCheck = Date.now();
      if (await claimPeriodicRun(database, 'notification.prune-sent-mails', PRUNE_EVERY_MS)) {
        await pruneSentMails(database.db, new Date(Date.now() - retainSentMs));
      }
    }
  };

  return startKickedRounds({
    runRound,
    pollIntervalMs: opts.pollIntervalMs,
    onRoundError: (err) => log.warn({ err: err instanceof Error ? err.message : String(err) }, 'mail delivery round failed; will retry'),
  });
}
