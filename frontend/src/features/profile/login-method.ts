import type { Me } from '../../session';

// Free mail providers whose users commonly sign in with Google (SPEC §2 Profile).
const FREE_MAIL_DOMAINS = ['gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'yahoo.com', 'icloud.com'];

export type LoginMethod = 'Google' | 'Email/Password';

/** Google when the address is at a well-known free mail provider and the account has no password. */
export function loginMethodOf(me: Pick<Me, 'email' | 'hasPassword'>): LoginMethod {
  const domain = me.email.toLowerCase().split('@').pop() ?? '';
  return FREE_MAIL_DOMAINS.includes(domain) && !me.hasPassword ? 'Google' : 'Email/Password';
}
