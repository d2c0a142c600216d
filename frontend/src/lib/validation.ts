// Same rule as <input type="email"> in browsers: something@something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** A field error for an email input, or undefined when it is fine. */
export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  if (!isEmail(value)) return 'Enter a valid email address, like name@example.com.';
  return undefined;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some(Boolean);
