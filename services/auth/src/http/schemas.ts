import { z } from 'zod';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '../domain/passwords.js';

/** Request bodies, with messages written for the person filling the form. */
const text = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`) });

export const emailField = text('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

const newPassword = (label: string) =>
  text(label)
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .refine((p) => Buffer.byteLength(p) <= MAX_PASSWORD_BYTES, `${label} must be at most ${MAX_PASSWORD_BYTES} characters.`);

const referralCode = z
  .string({ error: 'Referral code must be text.' })
  .trim()
  .max(16, 'Referral code must be at most 16 characters.');

export const RegisterBody = z.object({
  email: emailField,
  password: newPassword('Password'),
  referralCode: referralCode
    .nullish()
    .transform((v) => v || undefined),
});

export const LoginBody = z.object({
  email: emailField,
  password: text('Password').min(1, 'Password is required.').max(1024, 'Invalid email or password.'),
});

export const ForgotPasswordBody = z.object({ email: emailField });

export const SignInLinkBody = z.object({
  token: z.string({ error: 'This login link is not valid. Please log in again.' }).min(1, 'This login link is not valid. Please log in again.').max(200, 'This login link is not valid. Please log in again.'),
});

export const ResetPasswordBody = z.object({
  token: z.string({ error: 'Invalid or missing reset token.' }).min(1, 'Invalid or missing reset token.').max(200, 'Invalid or missing reset token.'),
  newPassword: newPassword('New password'),
});

export const ProfileBody = z.object({ email: emailField });

export const SetReferralCodeBody = z.object({ referralCode: referralCode.min(1, 'Referral code is required.') });

/** A token from a query string: one short string or nothing. */
export const queryToken = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null);
