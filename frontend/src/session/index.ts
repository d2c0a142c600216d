export { useSession, type Session } from './use-session';
export { SessionSync } from './SessionSync';
export { sessionSlice, tokenChanged, selectToken } from './session-slice';
export { userTypeOf, type Me, type UserType } from './types';
