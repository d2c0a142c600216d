// One jest run for the whole repository: backend packages run as native ESM (swc strips types;
// `tsc -b` type-checks separately), the frontend runs in jsdom.
const swc = (tsx) => ['@swc/jest', {
  jsc: { parser: { syntax: 'typescript', tsx }, transform: tsx ? { react: { runtime: 'automatic' } } : undefined, target: 'es2022' },
  module: { type: 'es6' },
}];

// Workspace packages are tested from source, not from dist.
const workspaceSources = {
  '^@bankxl/gateway$': '<rootDir>/gateway/src/index.ts',
  '^@bankxl/local$': '<rootDir>/deploy/local/src/index.ts',
  '^@bankxl/(auth|billing|conversion|documents|notification)$': '<rootDir>/services/$1/src/index.ts',
  '^@bankxl/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

export default {
  // Global only (ignored inside a project): service and system tests start real infrastructure.
  testTimeout: 60000,
  // TEST_CONTAINERS=1: PostgreSQL and RabbitMQ from testcontainers instead of URLs (libs/testing/src/containers.ts).
  globalSetup: '<rootDir>/libs/testing/jest-containers-setup.mjs',
  globalTeardown: '<rootDir>/libs/testing/jest-containers-teardown.mjs',
  projects: [
    {
      displayName: 'backend',
      rootDir: '.',
      testEnvironment: 'node',
      extensionsToTreatAsEsm: ['.ts'],
      testMatch: ['<rootDir>/{libs,services,gateway,deploy}/**/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      moduleNameMapper: workspaceSources,
      transform: { '^.+\\.ts$': swc(false) },
    },
    {
      displayName: 'frontend',
      rootDir: '<rootDir>/frontend',
      testEnvironment: 'jsdom',
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/test/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
      moduleNameMapper: {
        // The live balance check is the engine's own code, tested from source like the backend's.
        '^@bankxl/statement/checks$': '<rootDir>/../libs/statement/src/recheck.ts',
        '^@bankxl/statement/books$': '<rootDir>/../libs/statement/src/books/categories.ts',
        '^@bankxl/statement/charts$': '<rootDir>/../libs/statement/src/chart-series.ts',
        '^.+/config/env(\\.js)?$': '<rootDir>/test/env.stub.ts',
        '\\.(css|svg|png)$': '<rootDir>/test/file.stub.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
      transform: { '^.+\\.tsx?$': swc(true) },
    },
  ],
};
