import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EventEnvelope } from './envelope.js';

/** Payload schemas of every event, keyed by event type (`<entity>.<past-tense verb>`). */
export const EventSchemas = {
  'user.registered': z.object({
    userId: z.string(),
    email: z.string(),
    referredBy: z.string().nullable(),
    deviceWarning: z.boolean(),
    viaGoogle: z.boolean(),
  }),
  'user.verified': z.object({
    userId: z.string(),
    email: z.string(),
    referredBy: z.string().nullable(),
    deviceWarning: z.boolean(),
  }),
  'user.email_changed': z.object({ userId: z.string(), oldEmail: z.string(), newEmail: z.string() }),
  'user.deleted': z.object({ userId: z.string(), email: z.string() }),
  /** An account that signed up without a device (no sign-up credits then) logged in from a device no other account has used. */
  'user.device_recognised': z.object({ userId: z.string(), referredBy: z.string().nullable() }),
  'user.referral_applied': z.object({ userId: z.string(), referrerId: z.string(), deviceWarning: z.boolean(), verified: z.boolean() }),
  /** `email` is where the link goes; for an email change, `previousEmail` is the address in use until it is confirmed. */
  'auth.verification_requested': z.object({
    userId: z.string(),
    email: z.string(),
    link: z.string(),
    purpose: z.enum(['register', 'email_change']),
    previousEmail: z.string().nullable(),
  }),
  /**
   * Someone tried to sign up with (`register`), or change their login to (`email_change`), an address
   * that already has an account. The answer they got did not say so; its owner is told by mail
   * instead. `requester` is the signed-in account that asked for an email change.
   */
  'auth.existing_email_used': z.object({
    userId: z.string(),
    email: z.string(),
    attempt: z.enum(['register', 'email_change']),
    requester: z.object({ userId: z.string(), email: z.string() }).nullable(),
  }),
  'auth.password_reset_requested': z.object({ userId: z.string(), email: z.string(), link: z.string() }),
  /** The right password arrived from a new place while the account was under a guessing attack: a link finishes the login. */
  'auth.sign_in_link_requested': z.object({ userId: z.string(), email: z.string(), link: z.string() }),
  'billing.credits_changed': z.object({ userId: z.string(), change: z.number().int(), balance: z.number().int(), reason: z.string() }),
  'billing.purchase_completed': z.object({
    userId: z.string(),
    planName: z.string(),
    credits: z.number().int(),
    priceCents: z.number().int(),
    currency: z.string(),
    purchaseId: z.string(),
  }),
  'conversion.completed': z.object({
    conversionId: z.string(),
    userId: z.string(),
    originalFilename: z.string(),
    storedFilename: z.string(),
    pdfKey: z.string(),
    workbookKey: z.string(),
    /** The Statement JSON beside the workbook; absent from conversions stored before it was kept. */
    statementKey: z.string().optional(),
    pages: z.number().int(),
    uploadDate: z.string(),
  }),
  /** A conversion asked for through the public API ended: notification delivers it to the key's webhooks. */
  'conversion.api_finished': z.object({
    apiConversionId: z.string(),
    userId: z.string(),
    keyId: z.string(),
    filename: z.string(),
    status: z.enum(['completed', 'failed']),
    pages: z.number().int().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    finishedAt: z.string(),
  }),
  'document.expired': z.object({ documentId: z.string(), userId: z.string() }),
  /** The owner deleted the document ("Delete now"): its files and stored Statements are gone; conversion forgets its result. */
  'document.deleted': z.object({ documentId: z.string(), userId: z.string() }),
  'contact.received': z.object({ messageId: z.string(), name: z.string(), email: z.string(), message: z.string() }),
} as const;

export type EventType = keyof typeof EventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof EventSchemas)[T]>;
export type AppEvent<T extends EventType = EventType> = { [K in T]: EventEnvelope<K, EventData<K>> }[T];

/** Builds a new event envelope with a fresh id. */
export function makeEvent<T extends EventType>(type: T, data: EventData<T>, id: string = randomUUID()): AppEvent<T> {
  return { id, type, occurredAt: new Date().toISOString(), data } as AppEvent<T>;
}

/** Validates an envelope's payload against its type's schema; throws a ZodError when it does not fit. */
export function parseEvent(envelope: EventEnvelope): AppEvent {
  const schema = EventSchemas[envelope.type as EventType];
  if (!schema) throw new Error(`unknown event type: ${envelope.type}`);
  return { ...envelope, data: schema.parse(envelope.data) } as AppEvent;
}
