import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../lib/api';
import { TOKEN_KEY } from '../lib/storage-keys';
import { tokenChanged } from './session-slice';

/** Follows sign-ins and sign-outs made in other tabs: a `storage` event reloads the user. */
export function SessionSync() {
  const dispatch = useDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null means the whole storage was cleared.
      if (event.key !== null && event.key !== TOKEN_KEY) return;
      const token = localStorage.getItem(TOKEN_KEY);
      dispatch(tokenChanged(token));
      if (token) dispatch(api.util.invalidateTags(['Me']));
      else dispatch(api.util.resetApiState());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
  return null;
}
