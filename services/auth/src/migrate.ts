import { runMigrateStandalone } from '@bankxl/runtime';
import { migrations } from './migrations.js';

// Distributed mode: apply auth's pending migrations and exit (the Kubernetes migrate Job runs this).
await runMigrateStandalone({ name: 'auth', migrations });
