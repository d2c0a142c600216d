export const env = { mode: 'test', isProduction: false };
