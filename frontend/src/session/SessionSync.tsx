import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { api } from '../lib/api';
import { TOKEN_KEY } from '../lib/storage-keys';
import { selectToken, tokenChanged, type SessionState } from './session-slice';

/** Follows sign-ins and sign-outs made in other tabs: a `storage` event reloads the user. */
export function SessionSync() {
  const dispatch = useDispatch();
  const store = useStore<{ session: SessionState }>();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null means the whole storage was cleared.
      if (event.key !== null && event.key !== TOKEN_KEY) return;
      const token = localStorage.getItem(TOKEN_KEY);
      const previous = selectToken(store.getState());
      dispatch(tokenChanged(token));
      if (!token) dispatch(api.util.resetApiState());
      // A new token loads its user by itself; the same token means "something changed, reload".
      else if (token === previous) dispatch(api.util.invalidateTags(['Me']));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, store]);
  return null;
}
