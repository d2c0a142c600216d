import bcrypt from 'bcryptjs';

/** bcrypt only reads the first 72 bytes of a password; longer ones are refused rather than cut silently. */
export const MAX_PASSWORD_BYTES = 72;
export const MIN_PASSWORD_LENGTH = 6;

export const hashPassword = (password: string, rounds: number): Promise<string> => bcrypt.hash(password, rounds);

// Compared against when the account does not exist (or has no password), at the configured cost, so
// an unknown email takes as long as a wrong password.
const dummyHashes = new Map<number, Promise<string>>();
const dummyHash = (rounds: number) => {
  let hash = dummyHashes.get(rounds);
  if (!hash) {
    hash = bcrypt.hash('not-a-real-password', rounds);
    dummyHashes.set(rounds, hash);
  }
  return hash;
};

export async function passwordMatches(password: string, hash: string | null, rounds: number): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, await dummyHash(rounds));
    return false;
  }
  return bcrypt.compare(password, hash);
}
