import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * rabbitmqctl for the broker under test: TEST_RABBITMQCTL (a command and its leading arguments, split on
 * spaces) when the broker is not this machine's node, e.g. `docker exec <id> …/rabbitmqctl` for one
 * started by testcontainers (containers.ts sets it).
 */
const rabbitmqctl = (...args: string[]) => {
  const [command, ...prefix] = (process.env.TEST_RABBITMQCTL || 'rabbitmqctl').split(' ');
  return execFileAsync(command, [...prefix, ...args]);
};

/**
 * A throwaway RabbitMQ virtual host on the broker behind `baseUrl`, so parallel test files never
 * share queues (queue names are per service, the same in every test). Needs `rabbitmqctl` on this
 * machine, as CI has, or TEST_RABBITMQCTL.
 */
export async function createRabbitVhost(baseUrl: string): Promise<{ url: string; cleanup(): Promise<void> }> {
  const vhost = `test-${randomUUID()}`;
  const base = new URL(baseUrl);
  await rabbitmqctl('-q', 'add_vhost', vhost);
  await rabbitmqctl('-q', 'set_permissions', '-p', vhost, decodeURIComponent(base.username || 'guest'), '.*', '.*', '.*');
  base.pathname = `/${encodeURIComponent(vhost)}`;
  return {
    url: base.toString(),
    cleanup: async () => {
      await rabbitmqctl('-q', 'delete_vhost', vhost).catch(() => undefined);
    },
  };
}
