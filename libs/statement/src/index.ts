export { parseStatement, DEFAULT_PAGE_LIMIT } from './parse.js';
export { countPages } from './pdf.js';
export { StatementError, type StatementErrorCode } from './errors.js';
export * from './types.js';
