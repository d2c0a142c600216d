import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';
import { sessionSlice } from '../session/session-slice';

const rootReducer = combineSlices(api, sessionSlice);

/** A fresh store: one per page load, one per test. */
export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    // The dev-only state checks warn above 32 ms by default; slow CI machines cross that on big lists.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
