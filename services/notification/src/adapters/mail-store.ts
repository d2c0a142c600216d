import { randomUUID } from 'node:crypto';
import type { Db } from '@bankxl/db';
import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { RenderedMail } from '../domain/templates.js';
import { sentMails, type MailStatus, type SentMailRow } from './tables.js';

export type QueuedMail = RenderedMail & { kind: string; to: string; replyTo?: string; eventId?: string; userId?: string };

/** Records a mail to send, in the caller's transaction. One mail of a kind per event, however often it is delivered. */
export async function queueMail(tx: Db, mail: QueuedMail, now: Date): Promise<void> {
  await tx
    .insert(sentMails)
    .values({
      id: randomUUID(),
      eventId: mail.eventId ?? null,
      userId: mail.userId ?? null,
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** True when a mail of `kind` for the user was queued after `since`. */
export async function hasRecentMail(db: Db, by: { userId: string; kind: string }, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sentMails.id })
    .from(sentMails)
    .where(and(eq(sentMails.userId, by.userId), eq(sentMails.kind, by.kind), gt(sentMails.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes up to `limit` mails that are due, marking them `sending` with a lease: if this process dies
 * mid-send, the lease runs out and another round picks them up again.
 */
export async function claimDueMails(tx: Db, now: Date, leaseMs: number, limit: number): Promise<SentMailRow[]> {
  const due = await tx
    .select({ id: sentMails.id })
    .from(sentMails)
    .where(and(inArray(sentMails.status, ['pending', 'sending']), lte(sentMails.nextAttemptAt, now)))
    .orderBy(asc(sentMails.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(sentMails)
    .set({ status: 'sending', attempts: sql`${sentMails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(sentMails.id, due.map((d) => d.id)))
    .returning();
}

export async function markSent(db: Db, id: string, messageId: string, now: Date): Promise<void> {
  // The bodies may hold one-time links: nothing to keep once the mail is out.
  await db
    .update(sentMails)
    .set({ status: 'sent', sentAt: now, messageId, lastError: null, textBody: null, htmlBody: null })
    .where(eq(sentMails.id, id));
}

export async function markFailed(db: Db, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(sentMails)
    .set(retryAt ? { status: 'pending', lastError: error, nextAttemptAt: retryAt } : { status: 'failed', lastError: error })
    .where(eq(sentMails.id, id));
}

export type MailLogEntry = Pick<SentMailRow, 'id' | 'kind' | 'status' | 'attempts' | 'lastError' | 'createdAt' | 'sentAt' | 'eventId'> & { to: string };

/** The mail log for operators: newest first, without bodies. */
export async function listMails(db: Db, filter: { status?: MailStatus; limit: number }): Promise<MailLogEntry[]> {
  const rows = await db
    .select({
      id: sentMails.id,
      kind: sentMails.kind,
      to: sentMails.toAddress,
      status: sentMails.status,
      attempts: sentMails.attempts,
      lastError: sentMails.lastError,
      eventId: sentMails.eventId,
      createdAt: sentMails.createdAt,
      sentAt: sentMails.sentAt,
    })
    .from(sentMails)
    .where(filter.status ? eq(sentMails.status, filter.status) : undefined)
    .orderBy(desc(sentMails.createdAt))
    .limit(filter.limit);
  return rows;
}

/** Forgets a deleted user's mail log (sent and unsent), so nothing of them stays here. */
export async function forgetUserMails(tx: Db, userId: string, email: string): Promise<void> {
  await tx.delete(sentMails).where(or(eq(sentMails.userId, userId), eq(sentMails.toAddress, email)));
}

/** Sent mails are kept for a while as a delivery log, then pruned. */
export async function pruneSentMails(db: Db, before: Date): Promise<void> {
  await db.delete(sentMails).where(and(eq(sentMails.status, 'sent'), lt(sentMails.sentAt, before)));
}
