export * from './config.js';
export { migrations } from './migrations.js';
export { createNotificationService } from './service.js';
