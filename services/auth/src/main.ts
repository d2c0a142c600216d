import { runStandalone } from '@bankxl/runtime';
import { AuthEnv } from './config.js';
import { migrations } from './migrations.js';
import { createAuthService } from './service.js';

// Distributed mode: auth as its own process, every adapter chosen from env.
await runStandalone({ name: 'auth', configSchema: AuthEnv, migrations, needs: {}, create: createAuthService });
