import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A link token: 32 random bytes as base64url. Only its hash is stored, so a leaked table opens nothing. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Fingerprints and emails we only ever compare are kept as hashes. */
export const fingerprintHash = (fingerprint: string | undefined | null): string | null => {
  const value = fingerprint?.trim();
  return value ? sha256(`device:${value.slice(0, 512)}`) : null;
};
export const accountKey = (email: string): string => sha256(`account:${email}`);

// No 0/O, 1/I/L or U/V look-alikes: the code is easy to read aloud and to type from a screen.
const REFERRAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/** A new referral code such as `K7QM3XPD` (8 characters; at most 16 are accepted as input). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** What a person may type for a code: any case, with spaces or dashes between groups. */
export const normaliseReferralCode = (input: string): string => input.replace(/[\s-]/g, '').toUpperCase();
