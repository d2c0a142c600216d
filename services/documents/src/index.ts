export * from './config.js';
export { migrations } from './migrations.js';
export { createDocumentsService } from './service.js';
