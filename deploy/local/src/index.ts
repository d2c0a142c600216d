export { startEmbedded, type Embedded, type EmbeddedOptions } from './embedded.js';
export { DataDirInUseError, lockDataDir } from './lock.js';
