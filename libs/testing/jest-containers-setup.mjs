export { setup as default } from './jest-containers.mjs';
