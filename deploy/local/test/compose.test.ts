import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { AuthEnv } from '@bankxl/auth';
import { BillingEnv } from '@bankxl/billing';
import { ConversionEnv } from '@bankxl/conversion';
import { DocumentsEnv } from '@bankxl/documents';
import { GatewayEnv } from '@bankxl/gateway';
import { NotificationEnv } from '@bankxl/notification';
import { DistributedEnv, S3Env, SmtpEnv } from '@bankxl/runtime';
import { readCompose, repoRoot, serviceEnv } from './compose.js';

/** What each service process needs: its own schema plus the distributed adapters it uses. */
const SERVICES: Record<string, z.ZodType[]> = {
  auth: [AuthEnv, DistributedEnv],
  billing: [BillingEnv, DistributedEnv],
  conversion: [ConversionEnv, DistributedEnv, S3Env],
  documents: [DocumentsEnv, DistributedEnv, S3Env],
  notification: [NotificationEnv, DistributedEnv, SmtpEnv],
};

function makeUpVars(): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compose-env-'));
  const file = path.join(dir, '.env');
  execFileSync(process.execPath, [path.join(repoRoot, 'deploy/docker/gen-env.mjs'), file]);
  const vars: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^(\w+)=(.*)$/.exec(line);
    if (m) vars[m[1]] = m[2].replace(/^"(.*)"$/, '$1');
  }
  return vars;
}

const compose = readCompose();
const vars = makeUpVars();
const portOf = (url: string) => new URL(url).port;

describe('docker-compose.yml against the services’ config schemas', () => {
  test.each(Object.keys(SERVICES))('when compose starts %s, then every required key is set and valid', (name) => {
    const env = serviceEnv(compose, name, vars);
    for (const schema of SERVICES[name]) {
      const result = schema.safeParse(env);
      expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    }
    expect(compose.services[name].command).toEqual(['node', `services/${name}/dist/src/main.js`]);
    expect(compose.services[name].healthcheck?.test.join(' ')).toContain('/health');
    expect(Object.keys(compose.services[name].depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'rabbitmq']));
  });

  test('when the gateway starts, then its service URLs name the right hosts and the ports the services listen on', () => {
    const env = serviceEnv(compose, 'gateway', vars);
    const config = GatewayEnv.parse(env);
    for (const name of Object.keys(SERVICES)) {
      const url = config[`${name.toUpperCase()}_URL` as 'AUTH_URL'];
      expect(new URL(url).hostname).toBe(name);
      expect(portOf(url)).toBe(serviceEnv(compose, name, vars).PORT);
    }
    expect(compose.services.gateway.ports).toEqual([`${config.PORT}:${config.PORT}`]);
    expect(Object.keys(compose.services.gateway.depends_on ?? {}).sort()).toEqual(Object.keys(SERVICES).sort());
  });

  test('when services call each other or their infrastructure, then hosts, ports, databases and bucket agree', () => {
    const billingPort = serviceEnv(compose, 'billing', vars).PORT;
    for (const name of ['auth', 'conversion']) {
      const url = new URL(serviceEnv(compose, name, vars).INTERNAL_BILLING_URL);
      expect([url.hostname, url.port]).toEqual(['billing', billingPort]);
    }
    // Without auth's address a service cannot see revoked tokens (reset password, deleted account).
    const authPort = serviceEnv(compose, 'auth', vars).PORT;
    for (const name of ['billing', 'conversion', 'documents']) {
      const url = new URL(serviceEnv(compose, name, vars).INTERNAL_AUTH_URL);
      expect([url.hostname, url.port]).toEqual(['auth', authPort]);
    }
    const init = fs.readFileSync(path.join(repoRoot, 'deploy/docker/postgres-init.sql'), 'utf8');
    const tokens = new Set<string>();
    for (const name of Object.keys(SERVICES)) {
      const env = serviceEnv(compose, name, vars);
      const db = new URL(env.DATABASE_URL);
      expect(db.hostname).toBe('postgres');
      expect(db.pathname).toBe(`/${name}`);
      expect(init).toContain(`CREATE DATABASE ${name};`);
      expect(new URL(env.AMQP_URL).hostname).toBe('rabbitmq');
      tokens.add(env.INTERNAL_TOKEN + env.JWT_PUBLIC_KEY);
    }
    expect(tokens.size).toBe(1);
    for (const name of ['conversion', 'documents']) {
      const env = serviceEnv(compose, name, vars);
      expect(new URL(env.S3_ENDPOINT).hostname).toBe('minio');
      expect(compose.services['minio-setup'].entrypoint?.join(' ')).toContain(`local/${env.S3_BUCKET}`);
    }
    expect(new URL(serviceEnv(compose, 'notification', vars).SMTP_URL).hostname).toBe('mailpit');
  });
});
