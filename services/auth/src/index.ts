export * from './config.js';
export { migrations } from './migrations.js';
export { createAuthService } from './service.js';
