import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../lib/api';
import { TOKEN_KEY } from '../lib/storage-keys';
import { useGetMeQuery } from './me-api';
import { selectToken, tokenChanged } from './session-slice';
import { userTypeOf, type Me, type UserType } from './types';

export type Session = {
  token: string | null;
  /** The signed-in user, or undefined while loading, when anonymous, or when the load failed. */
  user: Me | undefined;
  userType: UserType;
  isLoadingUser: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
};

/** The current session: the stored token and the user it belongs to. */
export function useSession(): Session {
  const dispatch = useDispatch();
  const token = useSelector(selectToken);
  // A failed load leaves `data` undefined: the user is treated as anonymous, without a message.
  const { data, isLoading, isError, error } = useGetMeQuery(token ?? skipToken);
  const rejected = (error as { status?: unknown } | undefined)?.status === 401;

  // A token the server rejects (expired, revoked, account deleted elsewhere) is dropped quietly,
  // so the page stops offering "Sign out" to someone who is not signed in.
  useEffect(() => {
    if (!rejected || localStorage.getItem(TOKEN_KEY) !== token) return;
    localStorage.removeItem(TOKEN_KEY);
    dispatch(tokenChanged(null));
  }, [rejected, token, dispatch]);
  const user = token && !isError ? data : undefined;

  const signIn = useCallback(
    (newToken: string) => {
      localStorage.setItem(TOKEN_KEY, newToken);
      dispatch(tokenChanged(newToken));
    },
    [dispatch],
  );

  const signOut = useCallback(() => {
    const oldValue = localStorage.getItem(TOKEN_KEY);
    // Removing the key is what other tabs hear (the browser fires `storage` there).
    localStorage.removeItem(TOKEN_KEY);
    dispatch(tokenChanged(null));
    dispatch(api.util.resetApiState());
    // Same-tab listeners do not get the browser's event, so announce it here as well.
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue, newValue: null }));
  }, [dispatch]);

  return { token, user, userType: userTypeOf(user), isLoadingUser: Boolean(token) && isLoading, signIn, signOut };
}
