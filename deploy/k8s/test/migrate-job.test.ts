// The migrate Job's containers, run as the Job runs them: each command from the rendered manifest,
// against a fresh PostgreSQL database, must leave that service's whole schema applied and exit 0,
// do nothing the second time, and exit 1 with the reason when it cannot.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { createPostgresDatabase, dropPostgresDatabase, type Migration } from '@bankxl/db';
import { optionalInfraUrl, uniqueTestName } from '@bankxl/testing';
import { migrations as auth } from '@bankxl/auth';
import { migrations as billing } from '@bankxl/billing';
import { migrations as conversion } from '@bankxl/conversion';
import { migrations as documents } from '@bankxl/documents';
import { migrations as notification } from '@bankxl/notification';
import { k8sDir, kustomizeAvailable, render, repoRoot } from './render.js';

const MIGRATIONS: Record<string, readonly Migration[]> = { auth, billing, conversion, documents, notification };

const adminUrl = optionalInfraUrl('TEST_DATABASE_URL');
const runnable = kustomizeAvailable() && Boolean(adminUrl);
const maybe = runnable ? describe : describe.skip;

type JobContainer = { name: string; command: string[] };

function jobContainers(): JobContainer[] {
  const job = render(path.join(k8sDir, 'overlays', 'production')).find((o) => o.kind === 'Job' && o.metadata.name === 'migrate') as
    | { spec: { template: { spec: { containers: JobContainer[] } } } }
    | undefined;
  if (!job) throw new Error('the production overlay has no migrate Job');
  return job.spec.template.spec.containers;
}

/** Runs a container's command from the repository root (the image's /app), as the Job would. */
function run(command: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const [bin, ...args] = command;
  const script = path.join(repoRoot, args[0]);
  if (!fs.existsSync(script)) throw new Error(`${args[0]} is not built: run npx tsc -b`);
  return new Promise((resolve, reject) => {
    const child = spawn(bin === 'node' ? process.execPath : bin, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

async function appliedMigrations(url: string, schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM "${schema}".schema_migrations ORDER BY name`);
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

maybe('the migrate Job', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created) await dropPostgresDatabase(adminUrl as string, name);
  });

  test('each container applies its service\'s every migration to a fresh database, and a second run changes nothing', async () => {
    const containers = jobContainers();
    expect(containers.map((c) => c.name).sort()).toEqual(Object.keys(MIGRATIONS).sort());
    const counts: Record<string, number> = {};
    await Promise.all(
      containers.map(async (c) => {
        const name = uniqueTestName(`k8s_${c.name}`);
        created.push(name);
        const url = await createPostgresDatabase(adminUrl as string, name);
        const expected = MIGRATIONS[c.name].map((m) => m.name).sort();

        const first = await run(c.command, { DATABASE_URL: url });
        expect({ container: c.name, code: first.code, stderr: first.stderr }).toEqual({ container: c.name, code: 0, stderr: '' });
        expect(await appliedMigrations(url, c.name)).toEqual(expected);

        const again = await run(c.command, { DATABASE_URL: url });
        expect({ container: c.name, code: again.code }).toEqual({ container: c.name, code: 0 });
        expect(await appliedMigrations(url, c.name)).toEqual(expected);
        counts[c.name] = expected.length;
      }),
    );
    console.log(`migrate Job: migrations applied per service ${JSON.stringify(counts)}`);
  });

  test('without a database it exits 1 and says which setting is missing; with an unreachable one, 1 too', async () => {
    const [container] = jobContainers();
    const missing = await run(container.command, {});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('DATABASE_URL is required');
    const unreachable = await run(container.command, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`${container.name} migrations failed`);
  });
});
