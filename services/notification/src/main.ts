import { runStandalone } from '@bankxl/runtime';
import { NotificationEnv } from './config.js';
import { migrations } from './migrations.js';
import { createNotificationService } from './service.js';

// Distributed mode: notification as its own process, every adapter chosen from env.
await runStandalone({ name: 'notification', configSchema: NotificationEnv, migrations, needs: {"mail": true}, create: createNotificationService });
