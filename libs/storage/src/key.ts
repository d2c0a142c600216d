import { InvalidKeyError } from './errors.js';

const MAX_KEY_LENGTH = 1024;
// Control characters (NUL included) have no business in a key and confuse file systems and logs.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Throws InvalidKeyError unless `key` is a plain relative path: no leading slash, no backslash,
 * no control characters, no `..` anywhere, no empty or `.` segment. This is what makes path
 * traversal impossible for the disk adapter, and the S3 adapter applies the same rule so both
 * behave alike. (`..` is refused even inside a name: our keys never need it, and a blunt rule is
 * easier to trust than a clever one.)
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidKeyError('empty key');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidKeyError(`longer than ${MAX_KEY_LENGTH} characters`);
  if (CONTROL_CHARACTERS.test(key)) throw new InvalidKeyError('contains a control character');
  if (key.includes('\\')) throw new InvalidKeyError('contains a backslash');
  if (key.startsWith('/')) throw new InvalidKeyError('starts with "/"');
  if (key.includes('..')) throw new InvalidKeyError('contains ".."');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidKeyError('has an empty path segment');
    if (segment === '.') throw new InvalidKeyError('has a "." path segment');
  }
}
