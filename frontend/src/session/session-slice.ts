import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOKEN_KEY } from '../lib/storage-keys';

export type SessionState = { token: string | null };

const readToken = (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY));

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: readToken() }),
  reducers: {
    tokenChanged: (state, action: PayloadAction<string | null>) => {
      state.token = action.payload;
    },
  },
  selectors: { selectToken: (state) => state.token },
});

export const { tokenChanged } = sessionSlice.actions;
export const { selectToken } = sessionSlice.selectors;
