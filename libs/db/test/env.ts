/**
 * The URL of a real dependency for an opt-in suite: unset means skip, except under CI=true,
 * where a missing URL must fail the run instead of silently skipping it.
 */
export function infraUrl(name: string): string | undefined {
  const value = process.env[name];
  if (!value && process.env.CI === 'true') throw new Error(`${name} must be set when CI=true`);
  return value || undefined;
}

export const uniqueName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
