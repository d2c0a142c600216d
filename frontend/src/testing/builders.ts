import type { Me } from '../session';

/** A signed-in user as GET /api/me returns it. */
export const aMe = (over: Partial<Me> = {}): Me => ({
  email: `user-${Math.random().toString(36).slice(2, 8)}@example.test`,
  credits: 3,
  isSubscribed: false,
  deviceWarning: false,
  isRegistered: true,
  hasPassword: true,
  ...over,
});

/** A PDF file as the browser would hand it to us. */
export const aPdf = (name = 'statement.pdf') => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
