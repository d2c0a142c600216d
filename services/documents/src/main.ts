import { runStandalone } from '@bankxl/runtime';
import { DocumentsEnv } from './config.js';
import { migrations } from './migrations.js';
import { createDocumentsService } from './service.js';

// Distributed mode: documents as its own process, every adapter chosen from env.
await runStandalone({ name: 'documents', configSchema: DocumentsEnv, migrations, needs: {"storage": true}, create: createDocumentsService });
