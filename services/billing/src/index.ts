export * from './config.js';
export { migrations } from './migrations.js';
export { createBillingService } from './service.js';
