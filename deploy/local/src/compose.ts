import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository, from deploy/local/src (tests) or deploy/local/dist/src (built). */
export const repoRoot = path.resolve(here, here.includes(`${path.sep}dist${path.sep}`) ? '../../../..' : '../../..');

type ComposeService = {
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  entrypoint?: string[];
  volumes?: string[];
};
export type Compose = { services: Record<string, ComposeService> };

/** docker-compose.yml with YAML anchors and merge keys resolved, as compose itself reads it. */
export function readCompose(): Compose {
  return parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
}

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?error}` substitution, from `vars`. */
export function substitute(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op: string | undefined, arg: string) => {
    const v = vars[name];
    if (v !== undefined && v !== '') return v;
    if (op === '-') return arg;
    if (op === '?') throw new Error(`compose needs ${name}: ${arg}`);
    return '';
  });
}

/** The environment compose gives `service`, with variables from `vars` (what `make up` writes to .env). */
export function serviceEnv(compose: Compose, service: string, vars: Record<string, string>): Record<string, string> {
  const env = compose.services[service]?.environment ?? {};
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, substitute(String(v), vars)]));
}
