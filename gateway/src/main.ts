import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, listen, onShutdownSignal } from '@bankxl/platform';
import { createGatewayApp, stopGateway } from './app.js';
import { loadGatewayConfig } from './config.js';

// Standalone gateway process (distributed mode). The embedded launcher builds the app itself.
const log = createLogger('gateway');
const config = loadGatewayConfig();
const staticDir = config.STATIC_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/dist');
const app = createGatewayApp({ config: { ...config, STATIC_DIR: staticDir }, log });
const server = await listen(app, {
  port: config.PORT,
  host: config.HOST,
  log,
  name: 'gateway',
  maxConnectionsPerIp: config.MAX_CONNECTIONS_PER_IP,
});
onShutdownSignal(log, async () => {
  stopGateway(app);
  await server.close();
});
