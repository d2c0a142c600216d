import { runMigrateStandalone } from '@bankxl/runtime';
import { migrations } from './migrations.js';

// Distributed mode: apply billing's pending migrations and exit (the Kubernetes migrate Job runs this).
await runMigrateStandalone({ name: 'billing', migrations });
