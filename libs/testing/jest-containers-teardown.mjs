export { teardown as default } from './jest-containers.mjs';
