export * from './envelope.js';
export * from './events.js';
