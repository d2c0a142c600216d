// Test helpers shared by every package's behaviour tests. Each file owns one kind of real dependency.
export * from './db.js';
export * from './eventually.js';
export * from './rabbit.js';
export * from './s3.js';
export * from './smtp.js';
export * from './service-harness.js';
export * from './vhost.js';
export * from './containers.js';
