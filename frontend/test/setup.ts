import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll, jest } from '@jest/globals';
import { configure } from '@testing-library/react';
import { server } from '../src/testing/server';

// Pages are lazy chunks; the first import of one on a busy 2-core CI machine can take over a second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
