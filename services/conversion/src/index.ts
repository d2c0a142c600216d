export * from './config.js';
export { migrations } from './migrations.js';
export { createConversionService } from './service.js';
