// The compose reader moved to src (the process launcher uses it too); tests keep importing it from here.
export { readCompose, repoRoot, serviceEnv, substitute, type Compose } from '../src/compose.js';
