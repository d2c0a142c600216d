// The only module that reads import.meta.env: jest maps it to test/env.stub.ts.
export const env = {
  mode: import.meta.env.MODE,
  isProduction: import.meta.env.PROD,
};
