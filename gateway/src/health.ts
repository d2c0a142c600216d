import type { RequestHandler } from 'express';
import { SERVICES, type ServiceName } from './routes.js';

async function stateOf(baseUrl: string): Promise<string> {
  try {
    const res = await fetch(new URL('/health', baseUrl), { signal: AbortSignal.timeout(3000) });
    if (res.ok) return 'ok';
    const body = (await res.json().catch(() => ({}))) as { checks?: Record<string, string> };
    const failing = Object.entries(body.checks ?? {}).filter(([, v]) => v !== 'ok').map(([k]) => k);
    return failing.length ? `unavailable (${failing.join(', ')})` : `unavailable (${res.status})`;
  } catch {
    return 'unreachable';
  }
}

/** A service is ok when one of its replicas is (the gateway routes around the others). */
async function serviceState(urls: readonly string[]): Promise<string> {
  const states = await Promise.all(urls.map(stateOf));
  return states.find((state) => state === 'ok') ?? states[0];
}

/** `GET /api/health`: 200 only when every service reports healthy; the body names each one's state. */
export function aggregateHealth(targets: Record<ServiceName, readonly string[]>): RequestHandler {
  return async (_req, res) => {
    const states = await Promise.all(SERVICES.map(async (name) => [name, await serviceState(targets[name])] as const));
    const services = Object.fromEntries(states);
    const ok = states.every(([, state]) => state === 'ok');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', services });
  };
}
