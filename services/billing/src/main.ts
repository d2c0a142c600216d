import { runStandalone } from '@bankxl/runtime';
import { BillingEnv } from './config.js';
import { migrations } from './migrations.js';
import { createBillingService } from './service.js';

// Distributed mode: billing as its own process, every adapter chosen from env.
await runStandalone({ name: 'billing', configSchema: BillingEnv, migrations, needs: {}, create: createBillingService });
