import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A throwaway RabbitMQ virtual host on the broker behind `baseUrl`, so parallel test files never
 * share queues (queue names are per service, the same in every test). Needs `rabbitmqctl` on this
 * machine, as CI has.
 */
export async function createRabbitVhost(baseUrl: string): Promise<{ url: string; cleanup(): Promise<void> }> {
  const vhost = `test-${randomUUID()}`;
  const base = new URL(baseUrl);
  await run('rabbitmqctl', ['-q', 'add_vhost', vhost]);
  await run('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, decodeURIComponent(base.username || 'guest'), '.*', '.*', '.*']);
  base.pathname = `/${encodeURIComponent(vhost)}`;
  return {
    url: base.toString(),
    cleanup: async () => {
      await run('rabbitmqctl', ['-q', 'delete_vhost', vhost]).catch(() => undefined);
    },
  };
}
