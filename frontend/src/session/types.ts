/** The current user as GET /api/me returns it. */
export type Me = {
  email: string;
  credits: number;
  isSubscribed: boolean;
  deviceWarning: boolean;
  isRegistered: boolean;
  hasPassword: boolean;
};

export type UserType = 'anonymous' | 'registered' | 'paid';

/** SPEC §3: no user is anonymous; isRegistered marks a registered user; any other signed-in user is paid. */
export function userTypeOf(me: Me | undefined): UserType {
  if (!me) return 'anonymous';
  return me.isRegistered ? 'registered' : 'paid';
}
