import type { AppEvent } from '@bankxl/contracts';
import type { Db } from '@bankxl/db';
import { eq } from 'drizzle-orm';
import { forgetUserMails, hasRecentMail, queueMail, type QueuedMail } from '../adapters/mail-store.js';
import { contactMessages, recipients } from '../adapters/tables.js';
import { templates } from '../domain/templates.js';

/** The events notification listens to (one queue, so a user's events keep their order). */
export const MAIL_EVENT_TYPES = [
  'user.registered',
  'user.verified',
  'user.email_changed',
  'user.deleted',
  'auth.verification_requested',
  'auth.existing_email_used',
  'auth.password_reset_requested',
  'auth.sign_in_link_requested',
  'billing.purchase_completed',
] as const;

/** An owner hears about attempts on their address at most this often: the notice must not become a way to flood them. */
export const EXISTING_EMAIL_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/** Thrown when a receipt is due for a user we have no address for yet: the bus retries, then dead-letters. */
export class UnknownRecipientError extends Error {
  readonly code = 'unknown_recipient';
  constructor(userId: string) {
    super(`no email address known for user ${userId}`);
    this.name = 'UnknownRecipientError';
  }
}

async function rememberRecipient(tx: Db, userId: string, email: string, now: Date) {
  await tx.insert(recipients).values({ userId, email, updatedAt: now }).onConflictDoUpdate({ target: recipients.userId, set: { email, updatedAt: now } });
}

/**
 * Turns one event into the mails it calls for, queued in the consumer's transaction (so the event is
 * marked processed only together with its mails), plus the address book kept from user events.
 */
export async function handleMailEvent(tx: Db, event: AppEvent, publicUrl: string, now: Date): Promise<QueuedMail[]> {
  const mails: QueuedMail[] = [];
  const mail = (kind: string, to: string, userId: string, rendered: ReturnType<typeof templates.welcome>) =>
    mails.push({ kind, to, userId, eventId: event.id, ...rendered });

  switch (event.type) {
    case 'user.registered':
      await rememberRecipient(tx, event.data.userId, event.data.email, now);
      break;
    case 'user.verified':
      await rememberRecipient(tx, event.data.userId, event.data.email, now);
      mail('welcome', event.data.email, event.data.userId, templates.welcome(publicUrl));
      break;
    case 'user.email_changed':
      await rememberRecipient(tx, event.data.userId, event.data.newEmail, now);
      mail('email_changed_notice', event.data.oldEmail, event.data.userId, templates.emailChanged(publicUrl, event.data.newEmail));
      break;
    case 'user.deleted':
      await tx.delete(recipients).where(eq(recipients.userId, event.data.userId));
      await forgetUserMails(tx, event.data.userId, event.data.email);
      // Contact-form messages are anonymous, but those sent from this address are this person's data too.
      await tx.delete(contactMessages).where(eq(contactMessages.email, event.data.email));
      // The goodbye mail is not tied to the user id, so it is not part of what was just forgotten.
      mails.push({ kind: 'account_deleted', to: event.data.email, eventId: event.id, ...templates.accountDeleted(publicUrl) });
      break;
    case 'auth.verification_requested':
      if (event.data.purpose === 'register') {
        mail('verify_email', event.data.email, event.data.userId, templates.verifyEmail(publicUrl, event.data.link));
      } else {
        mail('confirm_email_change', event.data.email, event.data.userId, templates.confirmEmailChange(publicUrl, event.data.link));
        if (event.data.previousEmail) {
          mail('email_change_requested_notice', event.data.previousEmail, event.data.userId, templates.emailChangeRequested(publicUrl, event.data.email));
        }
      }
      break;
    case 'auth.existing_email_used':
      if (!(await hasRecentMail(tx, { userId: event.data.userId, kind: 'existing_email_notice' }, new Date(now.getTime() - EXISTING_EMAIL_NOTICE_INTERVAL_MS)))) {
        mail('existing_email_notice', event.data.email, event.data.userId, templates.existingEmailUsed(publicUrl, event.data.attempt));
      }
      // The requester gets what any email change sends to the current address, so their inbox does not tell them either.
      if (event.data.requester) {
        const { requester } = event.data;
        mail('email_change_requested_notice', requester.email, requester.userId, templates.emailChangeRequested(publicUrl, event.data.email));
      }
      break;
    case 'auth.password_reset_requested':
      mail('password_reset', event.data.email, event.data.userId, templates.passwordReset(publicUrl, event.data.link));
      break;
    case 'auth.sign_in_link_requested':
      mail('sign_in_link', event.data.email, event.data.userId, templates.signInLink(publicUrl, event.data.link));
      break;
    case 'billing.purchase_completed': {
      const [recipient] = await tx.select().from(recipients).where(eq(recipients.userId, event.data.userId));
      if (!recipient) throw new UnknownRecipientError(event.data.userId);
      mail('purchase_receipt', recipient.email, event.data.userId, templates.purchaseReceipt(publicUrl, { ...event.data, date: new Date(event.occurredAt) }));
      break;
    }
    default:
      break;
  }
  for (const queued of mails) await queueMail(tx, queued, now);
  return mails;
}
