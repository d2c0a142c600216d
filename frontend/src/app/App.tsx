import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { preloadReviewAt } from '../features/review/preload-review';
import { routes } from './router';
import { makeStore } from './store';

export function App() {
  const [store] = useState(() => {
    const fresh = makeStore();
    preloadReviewAt(window.location.pathname, fresh);
    return fresh;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
