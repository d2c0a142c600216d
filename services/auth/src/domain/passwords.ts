import bcrypt from 'bcryptjs';

/** bcrypt only reads the first 72 bytes of a password; longer ones are refused rather than cut silently. */
export const MAX_PASSWORD_BYTES = 72;
export const MIN_PASSWORD_LENGTH = 6;

export const hashPassword = (password: string, rounds: number): Promise<string> => bcrypt.hash(password, rounds);

// Compared against when the account does not exist, so an unknown email costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 10);

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
