export * from './app.js';
export * from './config.js';
export * from './routes.js';
