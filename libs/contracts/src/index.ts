export * from './envelope.js';
export * from './events.js';
export * from './public-api.js';
export * from './openapi.js';
export * from './reading.js';
export * from './book-rules.js';
export * from './stored-files.js';
