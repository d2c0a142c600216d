// The Kubernetes manifests, as kustomize renders them, checked against the Kubernetes schemas and
// against the code they run: every env var a service needs is there and passes that service's own
// config schema, the probes hit paths the apps really serve, on the port the config really listens on.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import request from 'supertest';
import type { z } from 'zod';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { createLogger, createServiceApp, loadConfig } from '@bankxl/platform';
import { DistributedEnv, S3Env, SmtpEnv } from '@bankxl/runtime';
import { createGatewayApp, GatewayEnv } from '@bankxl/gateway';
import { AuthEnv } from '@bankxl/auth';
import { BillingEnv } from '@bankxl/billing';
import { ConversionEnv } from '@bankxl/conversion';
import { DocumentsEnv } from '@bankxl/documents';
import { NotificationEnv } from '@bankxl/notification';
import { unknownFieldsAndTypes } from './known-fields.js';
import { k8sDir, kustomizeAvailable, render, repoRoot, type Obj } from './render.js';

const log = createLogger('k8s-test', 'silent');

const SERVICE_SCHEMAS: Record<string, z.ZodType<{ PORT: number }>> = {
  auth: AuthEnv,
  billing: BillingEnv,
  conversion: ConversionEnv,
  documents: DocumentsEnv,
  notification: NotificationEnv,
};
const SERVICES = Object.keys(SERVICE_SCHEMAS);
const PROCESSES = [...SERVICES, 'gateway'];

/** Every kind we ship, with the model that holds its schema: an unknown kind fails the test. */
const MODELS: Record<string, new (obj: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/Namespace': Namespace,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

type EnvVar = { name: string; value?: string; valueFrom?: { configMapKeyRef?: Ref; secretKeyRef?: Ref } };
type Ref = { name: string; key: string; optional?: boolean };
type Probe = { httpGet?: { path: string; port: number | string } };
type Container = {
  name: string;
  command?: string[];
  env?: EnvVar[];
  ports?: { name?: string; containerPort: number }[];
  resources?: { requests?: Record<string, string | number>; limits?: Record<string, string | number> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string }[];
};
type PodSpec = { containers: Container[]; terminationGracePeriodSeconds?: number; securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } }; volumes?: { name: string; emptyDir?: object }[] };
type PodTemplate = { metadata: { labels: Record<string, string> }; spec: PodSpec };
type Workload = Obj & { spec: { replicas?: number; selector: { matchLabels: Record<string, string> }; template: PodTemplate } };

const overlays = fs.readdirSync(path.join(k8sDir, 'overlays')).map((name) => path.join('overlays', name));
const targets = ['base', ...overlays];

function find(objects: Obj[], kind: string, name: string): Obj | undefined {
  return objects.find((o) => o.kind === kind && o.metadata.name === name);
}
const ofKind = <T extends Obj = Obj>(objects: Obj[], kind: string) => objects.filter((o) => o.kind === kind) as T[];
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

/** The value a pod would see for each env var, read from the rendered ConfigMaps and Secrets. */
function resolveEnv(objects: Obj[], container: Container): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const v of container.env ?? []) {
    if (v.value !== undefined) {
      env[v.name] = v.value;
      continue;
    }
    const cm = v.valueFrom?.configMapKeyRef;
    const sec = v.valueFrom?.secretKeyRef;
    const ref = cm ?? sec;
    if (!ref) throw new Error(`${container.name}: env ${v.name} has neither a value nor a ConfigMap/Secret key`);
    const source = find(objects, cm ? 'ConfigMap' : 'Secret', ref.name) as { data?: Record<string, string>; stringData?: Record<string, string> } | undefined;
    const raw = source?.stringData?.[ref.key] ?? (source?.data?.[ref.key] !== undefined ? (sec ? Buffer.from(source.data[ref.key], 'base64').toString() : source.data[ref.key]) : undefined);
    if (raw === undefined) {
      if (ref.optional) continue;
      throw new Error(`${container.name}: env ${v.name} refers to ${cm ? 'ConfigMap' : 'Secret'} ${ref.name} key ${ref.key}, which does not exist`);
    }
    env[v.name] = raw;
  }
  return env;
}

/** A probe's or Service's port, numeric or named, as the container port number it reaches. */
function portNumber(container: Container, port: number | string): number | undefined {
  if (typeof port === 'number') return container.ports?.some((p) => p.containerPort === port) ? port : undefined;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

/** Kubernetes quantities to numbers: CPU in cores, memory in MiB. */
function cpuCores(q: string | number | undefined): number {
  if (q === undefined) return NaN;
  const s = String(q);
  return s.endsWith('m') ? Number(s.slice(0, -1)) / 1000 : Number(s);
}
function memoryMiB(q: string | number | undefined): number {
  if (q === undefined) return NaN;
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|K|M|G)?$/.exec(String(q));
  if (!m) return NaN;
  const factor: Record<string, number> = { Ki: 1 / 1024, Mi: 1, Gi: 1024, K: 1000 / 1048576, M: 1e6 / 1048576, G: 1e9 / 1048576, '': 1 / 1048576 };
  return Number(m[1]) * factor[m[2] ?? ''];
}

/** The adapters a service's main.ts asks runStandalone for (`needs: { storage, mail }`). */
function needsOf(service: string): { storage: boolean; mail: boolean } {
  const main = fs.readFileSync(path.join(repoRoot, 'services', service, 'src', 'main.ts'), 'utf8');
  const needs = /needs:\s*\{([^}]*)\}/.exec(main)?.[1] ?? '';
  return { storage: /storage"?\s*:\s*true/.test(needs), mail: /mail"?\s*:\s*true/.test(needs) };
}

/** The config the process would load from this env, with its own schema; throws naming every bad key. */
function loadProcessConfig(name: string, env: NodeJS.ProcessEnv): { PORT: number } {
  if (name === 'gateway') return loadConfig('gateway', GatewayEnv, env);
  loadConfig(name, DistributedEnv, env);
  const needs = needsOf(name);
  if (needs.storage) loadConfig(name, S3Env, env);
  if (needs.mail) loadConfig(name, SmtpEnv, env);
  return loadConfig(name, SERVICE_SCHEMAS[name], env);
}

/** The app each process serves, with healthy dependencies, to ask its probe paths of. */
function appOf(name: string, env: NodeJS.ProcessEnv) {
  if (name === 'gateway') return createGatewayApp({ config: GatewayEnv.parse(env), log });
  return createServiceApp({ name, log, checks: { database: async () => {} }, routes: () => {} });
}

/**
 * One OCR worker's measured worst case, in MiB: the peak RSS (VmHWM) of a process running the OCR lane with
 * one worker, heap in use included, on the costliest scans it reads: colour pages drawn from images at the
 * 16-megapixel limit (MAX_IMAGE_PIXELS in libs/statement; larger ones are refused undecoded), PNG with an
 * alpha channel. `node libs/bench/dist/src/ocr.js --only dev --look colour-400-png` (A4 and Letter at
 * 400 dpi) peaked at 462, `--look colour-limit-png` (406 dpi) at 450; 300 dpi colour scans at 352-357.
 */
const OCR_WORKER_WORST_MIB = 462;
/**
 * The whole service's measured peak with the OCR lane's worst case, in MiB: `SCAN_LOOK=colour-limit-png make
 * bench-ocr-service` (six one-page colour scans at the image limit, then text statements), VmHWM 595.
 */
const SERVICE_WORST_MIB = 595;
/** Margin on them: the peak moved by ±15 MiB between runs of like scans, and held-out scans once came 12% above the figure measured on dev ones. */
const MEMORY_MARGIN = 1.3;

/**
 * The memory a conversion pod may reach with these settings, in MiB: the main process (~300 MiB with the
 * upload buffers), each engine worker's heap limit, and with OCR on each OCR worker's heap limit plus its
 * measured worst case with the margin (600 MiB: the measurement includes the heap it used, so a document that
 * also fills the heap to its limit is covered too).
 */
function conversionMemoryNeededMiB(config: z.infer<typeof ConversionEnv>): number {
  const ocr = config.OCR_ENABLED ? config.OCR_THREADS * (config.OCR_MAX_HEAP_MB + Math.ceil(OCR_WORKER_WORST_MIB * MEMORY_MARGIN)) : 0;
  return 300 + config.WORKER_THREADS * config.ENGINE_MAX_HEAP_MB + ocr;
}

const runnable = kustomizeAvailable();
/**
 * The base's placeholder Secret: the template of the one an operator creates in the cluster. Overlays
 * leave it out (applying it would overwrite the real credentials), so their env is resolved against it.
 */
const secretTemplates = runnable ? render(path.join(k8sDir, 'base')).filter((o) => o.kind === 'Secret') : [];

// Without kubectl (outside CI) the suites are skipped; jest still collects them, so nothing renders then.
(runnable ? describe : describe.skip).each(targets)('deploy/k8s/%s', (target) => {
  const objects = runnable ? render(path.join(k8sDir, target)) : [];
  const withSecrets = [...objects, ...secretTemplates.filter((t) => !find(objects, 'Secret', t.metadata.name))];
  const deployments = ofKind<Workload>(objects, 'Deployment');
  const podTemplates: [string, PodTemplate][] = [
    ...deployments.map((d) => [`Deployment ${d.metadata.name}`, d.spec.template] as [string, PodTemplate]),
    ...ofKind<Workload>(objects, 'Job').map((j) => [`Job ${j.metadata.name}`, j.spec.template] as [string, PodTemplate]),
  ];
  const deploymentOf = (name: string) => {
    const d = find(objects, 'Deployment', name) as Workload | undefined;
    if (!d) throw new Error(`no Deployment ${name}`);
    return d;
  };
  const mainContainer = (name: string) => deploymentOf(name).spec.template.spec.containers.find((c) => c.name === name) as Container;

  test('every object is valid against the Kubernetes schema of its kind', () => {
    expect(objects.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const obj of objects) {
      const Model = MODELS[`${obj.apiVersion}/${obj.kind}`];
      if (!Model) {
        problems.push(`${obj.apiVersion} ${obj.kind} ${obj.metadata.name}: no schema known for this kind`);
        continue;
      }
      try {
        new Model(obj as never).validate();
      } catch (err) {
        problems.push(`${obj.kind} ${obj.metadata.name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('no object has a field the Kubernetes API does not know (kubectl apply would refuse it) or a value of the wrong type', () => {
    expect(unknownFieldsAndTypes(objects)).toEqual([]);
  });

  test.each(PROCESSES)('%s: a Deployment that runs its main, with every setting its config schema needs', (name) => {
    const container = mainContainer(name);
    expect(container).toBeDefined();
    const main = name === 'gateway' ? 'gateway/dist/src/main.js' : `services/${name}/dist/src/main.js`;
    expect(container.command).toEqual(['node', main]);
    expect(fs.existsSync(path.join(repoRoot, main.replace('/dist/', '/').replace(/\.js$/, '.ts')))).toBe(true);
    expect(() => loadProcessConfig(name, resolveEnv(withSecrets, container))).not.toThrow();
  });

  test.each(PROCESSES)('%s: readiness asks /health and liveness /live, on the port its config listens on, and the app answers both', async (name) => {
    const container = mainContainer(name);
    const env = resolveEnv(withSecrets, container);
    const config = loadProcessConfig(name, env);
    const { readinessProbe, livenessProbe, startupProbe } = container;
    expect(readinessProbe?.httpGet?.path).toBe('/health');
    expect(livenessProbe?.httpGet?.path).toBe('/live');
    for (const probe of [readinessProbe, livenessProbe, startupProbe]) {
      if (!probe) continue;
      expect(portNumber(container, probe.httpGet?.port ?? -1)).toBe(config.PORT);
    }
    const app = appOf(name, env);
    for (const probe of [readinessProbe, livenessProbe, startupProbe]) {
      if (!probe?.httpGet) continue;
      const res = await request(app).get(probe.httpGet.path);
      expect({ path: probe.httpGet.path, status: res.status }).toEqual({ path: probe.httpGet.path, status: 200 });
    }
  });

  test('a service whose dependency fails goes unready (/health 503) but stays live (/live 200), so it is not restarted', async () => {
    const app = createServiceApp({ name: 'billing', log, checks: { database: async () => { throw new Error('connection refused'); } }, routes: () => {} });
    expect((await request(app).get(mainContainer('billing').readinessProbe?.httpGet?.path ?? '')).status).toBe(503);
    expect((await request(app).get(mainContainer('billing').livenessProbe?.httpGet?.path ?? '')).status).toBe(200);
  });

  test('a rollout loses no request: each pod keeps answering until the Service forgets it, then has time to drain', () => {
    // HTTP in-flight requests get up to 10 s on stop (platform's server.close); consumers and jobs then finish.
    const httpDrainSeconds = 10;
    for (const d of deployments) {
      const { spec } = d.spec.template;
      const preStop = spec.containers[0].lifecycle?.preStop?.exec?.command ?? [];
      const pause = preStop[0] === 'sleep' ? Number(preStop[1]) : 0;
      expect({ deployment: d.metadata.name, pauses: pause >= 3 }).toEqual({ deployment: d.metadata.name, pauses: true });
      expect({ deployment: d.metadata.name, grace: (spec.terminationGracePeriodSeconds ?? 30) > pause + httpDrainSeconds }).toEqual({ deployment: d.metadata.name, grace: true });
    }
  });

  test('every container has CPU and memory requests and limits, requests within limits', () => {
    const problems: string[] = [];
    for (const [owner, template] of podTemplates) {
      for (const c of template.spec.containers) {
        const { requests = {}, limits = {} } = c.resources ?? {};
        for (const [res, toNumber] of [['cpu', cpuCores], ['memory', memoryMiB]] as const) {
          const request = toNumber(requests[res]);
          const limit = toNumber(limits[res]);
          if (!(request > 0) || !(limit > 0)) problems.push(`${owner}/${c.name}: ${res} request and limit missing or unreadable`);
          else if (request > limit) problems.push(`${owner}/${c.name}: ${res} request above its limit`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('conversion is sized for its worker pool: memory for every engine worker heap and every OCR worker, a CPU per worker', () => {
    const container = mainContainer('conversion');
    const config = ConversionEnv.parse(resolveEnv(withSecrets, container));
    expect(memoryMiB(container.resources?.limits?.memory)).toBeGreaterThanOrEqual(conversionMemoryNeededMiB(config));
    // The request covers what the service was measured to use on the costliest scans it reads, with the margin.
    expect(memoryMiB(container.resources?.requests?.memory)).toBeGreaterThanOrEqual(Math.ceil(SERVICE_WORST_MIB * MEMORY_MARGIN));
    expect(cpuCores(container.resources?.limits?.cpu)).toBeGreaterThanOrEqual(config.WORKER_THREADS);
    expect(cpuCores(container.resources?.requests?.cpu)).toBeGreaterThanOrEqual(1);
  });

  test('conversion gets every OCR setting from the ConfigMap, and a second OCR worker would not fit the limit without raising it', () => {
    const container = mainContainer('conversion');
    const ocrKeys = Object.keys(ConversionEnv.shape).filter((k) => k.startsWith('OCR_'));
    expect(ocrKeys.length).toBeGreaterThanOrEqual(6);
    for (const key of ocrKeys) expect(container.env?.find((v) => v.name === key)?.valueFrom?.configMapKeyRef).toEqual({ name: 'bankxl-config', key });
    const config = ConversionEnv.parse(resolveEnv(withSecrets, container));
    expect(config.OCR_ENABLED).toBe(true);
    // The OCR worker's measured peak (make bench-ocr) holds with glibc's arenas capped, as the images run it.
    expect(container.env?.find((v) => v.name === 'MALLOC_ARENA_MAX')?.value).toBe('2');
    expect(container.env?.find((v) => v.name === 'MALLOC_MMAP_THRESHOLD_')?.value).toBe('131072');
    // The sizing check bites: the settings shipped fit, one more OCR worker on the same limit does not.
    const limit = memoryMiB(container.resources?.limits?.memory);
    expect(conversionMemoryNeededMiB({ ...config, OCR_THREADS: config.OCR_THREADS + 1 })).toBeGreaterThan(limit);
  });

  test('the HorizontalPodAutoscaler scales the conversion Deployment on CPU, which has a request to measure against', () => {
    const hpas = ofKind<Obj & { spec: { scaleTargetRef: { apiVersion: string; kind: string; name: string }; minReplicas: number; maxReplicas: number; metrics: { resource?: { name: string } }[] } }>(objects, 'HorizontalPodAutoscaler');
    const hpa = hpas.find((h) => h.spec.scaleTargetRef.name === 'conversion');
    expect(hpa?.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'conversion' });
    expect(find(objects, 'Deployment', 'conversion')).toBeDefined();
    expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa?.spec.maxReplicas).toBeGreaterThan(hpa?.spec.minReplicas ?? 0);
    expect(hpa?.spec.metrics.map((m) => m.resource?.name)).toContain('cpu');
    expect(cpuCores(mainContainer('conversion').resources?.requests?.cpu)).toBeGreaterThan(0);
    // A replicas field would fight the autoscaler on every apply.
    expect(deploymentOf('conversion').spec.replicas).toBeUndefined();
  });

  test('every Deployment has a PodDisruptionBudget selecting its pods that still lets a node drain', () => {
    const pdbs = ofKind<Obj & { spec: { minAvailable?: number; maxUnavailable?: number; selector: { matchLabels: Record<string, string> } } }>(objects, 'PodDisruptionBudget');
    const minReplicas = (d: Workload) => {
      const hpa = ofKind<Obj & { spec: { scaleTargetRef: { name: string }; minReplicas: number } }>(objects, 'HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === d.metadata.name);
      return hpa?.spec.minReplicas ?? d.spec.replicas ?? 1;
    };
    for (const pdb of pdbs) {
      const selected = deployments.filter((d) => matches(pdb.spec.selector.matchLabels, d.spec.template.metadata.labels));
      expect({ pdb: pdb.metadata.name, selects: selected.length }).toEqual({ pdb: pdb.metadata.name, selects: 1 });
    }
    for (const d of deployments) {
      const pdb = pdbs.find((p) => matches(p.spec.selector.matchLabels, d.spec.template.metadata.labels));
      expect({ deployment: d.metadata.name, hasPdb: Boolean(pdb) }).toEqual({ deployment: d.metadata.name, hasPdb: true });
      if (pdb?.spec.minAvailable !== undefined) expect(pdb.spec.minAvailable).toBeLessThan(minReplicas(d));
    }
  });

  test('every Service selects the pods of one Deployment and targets a port they expose', () => {
    const services = ofKind<Obj & { spec: { selector: Record<string, string>; ports: { port: number; targetPort: number | string }[] } }>(objects, 'Service');
    expect(services.map((s) => s.metadata.name).sort()).toEqual([...PROCESSES].sort());
    for (const svc of services) {
      const selected = deployments.filter((d) => matches(svc.spec.selector, d.spec.template.metadata.labels));
      expect({ service: svc.metadata.name, selects: selected.map((d) => d.metadata.name) }).toEqual({ service: svc.metadata.name, selects: [svc.metadata.name] });
      for (const port of svc.spec.ports) {
        expect(portNumber(mainContainer(svc.metadata.name), port.targetPort)).toBeDefined();
      }
    }
  });

  test('the URLs the services and the gateway call each other on are Services on the right ports', () => {
    const services = ofKind<Obj & { spec: { selector: Record<string, string>; ports: { port: number; targetPort: number | string }[] } }>(objects, 'Service');
    for (const name of PROCESSES) {
      const env = resolveEnv(withSecrets, mainContainer(name));
      for (const [key, value] of Object.entries(env)) {
        if (!/^(INTERNAL_)?[A-Z]+_URL$/.test(key) || !['AUTH', 'BILLING', 'CONVERSION', 'DOCUMENTS', 'NOTIFICATION'].some((s) => key.includes(s))) continue;
        const url = new URL(value ?? '');
        const svc = services.find((s) => s.metadata.name === url.hostname);
        expect({ key, service: svc?.metadata.name }).toEqual({ key, service: url.hostname });
        const port = svc?.spec.ports.find((p) => p.port === Number(url.port));
        expect({ key, port: port && portNumber(mainContainer(url.hostname), port.targetPort) }).toEqual({ key, port: loadProcessConfig(url.hostname, resolveEnv(withSecrets, mainContainer(url.hostname))).PORT });
      }
    }
  });

  test('network policies let the gateway reach every service and every service the others, and leave the gateway open to the Ingress', () => {
    type Peer = { podSelector?: { matchLabels?: Record<string, string> }; namespaceSelector?: object; ipBlock?: object };
    const policies = ofKind<Obj & { spec: { podSelector: { matchLabels?: Record<string, string> }; policyTypes?: string[]; ingress?: { from?: Peer[] }[] } }>(objects, 'NetworkPolicy');
    const podsOf = (name: string) => deploymentOf(name).spec.template.metadata.labels;
    const selecting = (name: string) => policies.filter((p) => matches(p.spec.podSelector.matchLabels ?? {}, podsOf(name)) && (p.spec.policyTypes ?? ['Ingress']).includes('Ingress'));
    // Traffic is allowed when no policy selects the pod, or one of those selecting it lets the source in.
    const allows = (from: string, to: string) => {
      const applying = selecting(to);
      return applying.length === 0 || applying.some((p) => (p.spec.ingress ?? []).some((rule) => !rule.from || rule.from.some((peer) => !peer.namespaceSelector && !peer.ipBlock && matches(peer.podSelector?.matchLabels ?? {}, podsOf(from)))));
    };
    const problems: string[] = [];
    for (const to of SERVICES) {
      if (selecting(to).length === 0) problems.push(`${to}: open to every pod in the cluster`);
      for (const from of PROCESSES) if (from !== to && !allows(from, to)) problems.push(`${from} cannot reach ${to}`);
    }
    if (selecting('gateway').length > 0) problems.push('gateway: a policy may keep the ingress controller out');
    expect(problems).toEqual([]);
  });

  test('the Ingress sends every path to the gateway Service, with room for the largest upload', () => {
    const ingresses = ofKind<Obj & { spec: { rules: { host?: string; http: { paths: { path: string; backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[] } }>(objects, 'Ingress');
    expect(ingresses).toHaveLength(1);
    const [ingress] = ingresses;
    const gatewaySvc = find(objects, 'Service', 'gateway') as Obj & { spec: { ports: { name?: string; port: number }[] } };
    const backends = ingress.spec.rules.flatMap((r) => r.http.paths.map((p) => ({ path: p.path, ...p.backend.service })));
    expect(backends.some((b) => b.path === '/')).toBe(true);
    for (const b of backends) {
      expect(b.name).toBe('gateway');
      expect(gatewaySvc.spec.ports.some((p) => (b.port.name !== undefined ? p.name === b.port.name : p.port === b.port.number))).toBe(true);
    }
    const maxUploadMb = GatewayEnv.parse(resolveEnv(withSecrets, mainContainer('gateway'))).MAX_UPLOAD_MB;
    const bodySize = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '1m';
    expect(memoryMiB(bodySize.replace(/m$/, 'Mi'))).toBeGreaterThan(maxUploadMb);
  });

  test('the migrate Job runs every service\'s migrate entry point against that service\'s database', () => {
    const job = find(objects, 'Job', 'migrate') as Workload | undefined;
    expect(job).toBeDefined();
    const containers = job?.spec.template.spec.containers ?? [];
    expect(containers.map((c) => c.name).sort()).toEqual([...SERVICES].sort());
    for (const c of containers) {
      const entry = `services/${c.name}/dist/src/migrate.js`;
      expect(c.command).toEqual(['node', entry]);
      expect(fs.existsSync(path.join(repoRoot, `services/${c.name}/src/migrate.ts`))).toBe(true);
      const serviceDb = mainContainer(c.name).env?.find((v) => v.name === 'DATABASE_URL');
      const jobDb = c.env?.find((v) => v.name === 'DATABASE_URL');
      expect(jobDb?.valueFrom?.secretKeyRef).toEqual(serviceDb?.valueFrom?.secretKeyRef);
      expect(resolveEnv(withSecrets, c).DATABASE_URL).toMatch(/^postgres(ql)?:\/\//);
    }
  });

  test('every pod runs non-root under the runtime\'s seccomp profile, without privilege escalation or capabilities, on a read-only root with a writable /tmp', () => {
    const problems: string[] = [];
    for (const [owner, template] of podTemplates) {
      if (template.spec.securityContext?.runAsNonRoot !== true) problems.push(`${owner}: runAsNonRoot is not set`);
      // The rest of the `restricted` Pod Security Standard the production namespace enforces.
      if (template.spec.securityContext?.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${owner}: no RuntimeDefault seccomp profile`);
      for (const c of template.spec.containers) {
        const sc = c.securityContext ?? {};
        if (sc.allowPrivilegeEscalation !== false) problems.push(`${owner}/${c.name}: allowPrivilegeEscalation is not false`);
        if (!sc.capabilities?.drop?.includes('ALL')) problems.push(`${owner}/${c.name}: capabilities are not dropped`);
        if (sc.readOnlyRootFilesystem !== true) problems.push(`${owner}/${c.name}: root filesystem is writable`);
      }
      // Long-running processes write temporary files (OCR models, uploads): /tmp must be a volume.
      if (owner.startsWith('Deployment')) {
        for (const c of template.spec.containers) {
          const mount = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
          const volume = template.spec.volumes?.find((v) => v.name === mount?.name);
          if (!volume?.emptyDir) problems.push(`${owner}/${c.name}: no writable /tmp`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('every Secret, shipped or template, holds placeholders only: no real-looking key, token or password', () => {
    const secrets = ofKind<Obj & { data?: Record<string, string>; stringData?: Record<string, string> }>(withSecrets, 'Secret');
    expect(secrets.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const s of secrets) {
      const values = {
        ...Object.fromEntries(Object.entries(s.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()])),
        ...(s.stringData ?? {}),
      };
      for (const [key, value] of Object.entries(values)) {
        if (value === '') continue;
        if (!value.includes('REPLACE_ME')) problems.push(`${s.metadata.name}.${key}: not a REPLACE_ME placeholder`);
        // Whatever surrounds the placeholder must not be key material either (a long random-looking run).
        const rest = value.replace(/REPLACE_ME/g, ' ').replace(/-----(BEGIN|END) [A-Z ]+-----/g, ' ');
        if (/[A-Za-z0-9+/=_]{24,}/.test(rest) || /\b(sk|rk|pk)_(live|test)_|whsec_/.test(rest)) problems.push(`${s.metadata.name}.${key}: looks like real key material`);
        // A URL's password must be the placeholder.
        if (/^[a-z]+:\/\//.test(value) && new URL(value).password && new URL(value).password !== 'REPLACE_ME') problems.push(`${s.metadata.name}.${key}: URL carries a password`);
      }
    }
    expect(problems).toEqual([]);
  });

  if (target !== 'base') {
    test('the overlay puts everything in one namespace and pins the image', () => {
      const namespaced = objects.filter((o) => o.kind !== 'Namespace');
      const namespaces = new Set(namespaced.map((o) => o.metadata.namespace));
      expect(namespaces.size).toBe(1);
      expect(ofKind(objects, 'Namespace').map((n) => n.metadata.name)).toEqual([...namespaces]);
      for (const [owner, template] of podTemplates) {
        for (const c of template.spec.containers) {
          const image = (c as Container & { image: string }).image;
          expect({ owner, pinned: /:[\w.-]+$|@sha256:/.test(image) && !image.endsWith(':latest') && !image.endsWith(':local') }).toEqual({ owner, pinned: true });
        }
      }
    });

    test('the overlay does not ship the placeholder Secret, so applying it never overwrites the real credentials', () => {
      for (const template of secretTemplates) expect(find(objects, 'Secret', template.metadata.name)).toBeUndefined();
    });

    test('PUBLIC_URL (emailed links) names the host the Ingress serves', () => {
      const ingress = ofKind<Obj & { spec: { rules: { host?: string }[] } }>(objects, 'Ingress')[0];
      const publicUrl = resolveEnv(withSecrets, mainContainer('auth')).PUBLIC_URL ?? '';
      expect(ingress.spec.rules.map((r) => r.host)).toContain(new URL(publicUrl).hostname);
    });
  }
});

describe('the schema check', () => {
  test('rejects a Deployment the API server would reject', () => {
    // Proves validate() really checks: a container without a name and a string replica count.
    const broken = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { replicas: 'two', selector: { matchLabels: { a: 'b' } }, template: { metadata: { labels: { a: 'b' } }, spec: { containers: [{ image: 'x' }] } } } };
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });
});
