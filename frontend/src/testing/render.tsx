import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';
import { TOKEN_KEY } from '../lib/storage-keys';

export type RenderAppOptions = {
  /** Stored session token, as if the user had signed in earlier. */
  token?: string;
  /** Pass `{ advanceTimers: jest.advanceTimersByTime }` when the test uses fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
};

export type RenderAppResult = RenderResult & {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
  /** The current path and query string. */
  location: () => string;
};

/** Renders the whole app (layout, routes, real store) at `path`, the network served by MSW. */
export function renderApp(path = '/', options: RenderAppOptions = {}): RenderAppResult {
  if (options.token) localStorage.setItem(TOKEN_KEY, options.token);
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(options.userEventOptions);
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, store, router, user, location };
}
