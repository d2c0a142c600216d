import type { Logger } from './logger.js';

// Several replicas of one service behind one setting: the gateway's `<SERVICE>_URL` and the services'
// `INTERNAL_<SERVICE>_URL` both take a comma list, spread requests round-robin and stop sending to a
// replica that is down.

/** Failures where the replica never got the connection (so never saw the request). */
export const NOT_CONNECTED_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** Failures that mean a replica is gone or going: stop sending to it until it is known healthy again. */
export const REPLICA_DOWN_CODES: ReadonlySet<string> = new Set([...NOT_CONNECTED_CODES, 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/** `http://a:1,http://b:2` → the replicas' base URLs, in order. */
export function upstreamUrls(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** True when `value` is a comma list of at least one http(s) URL (the gateway's `<SERVICE>_URL`). */
export function isUpstreamList(value: string): boolean {
  const urls = upstreamUrls(value);
  return urls.length > 0 && urls.every((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol));
}

export type UpstreamState = { url: string; healthy: boolean };

/**
 * The replicas of one service. Requests go round-robin over the healthy ones; a replica whose
 * `/health` fails (or that refused a connection) gets nothing until a probe finds it healthy again.
 * When none is healthy every replica is tried anyway: a 502 from a real attempt says more than one
 * from us guessing, and a lone replica reporting a degraded dependency may still serve some routes.
 */
export class UpstreamPool {
  private readonly states: UpstreamState[];
  private next = 0;

  constructor(
    readonly service: string,
    urls: readonly string[],
  ) {
    if (urls.length === 0) throw new Error(`${service}: no upstream URL`);
    this.states = urls.map((url) => ({ url, healthy: true }));
  }

  get urls(): string[] {
    return this.states.map((s) => s.url);
  }

  /** The next replica to send to, skipping `avoid` (the one that just failed) when another exists. */
  pick(avoid?: string): string {
    const healthy = this.states.filter((s) => s.healthy && s.url !== avoid);
    const candidates = healthy.length > 0 ? healthy : this.states.filter((s) => s.url !== avoid);
    const from = candidates.length > 0 ? candidates : this.states;
    const chosen = from[this.next % from.length];
    this.next = (this.next + 1) % 1_000_000;
    return chosen.url;
  }

  /** Records a probe's (or a failed connection's) verdict; returns true when it changed. */
  mark(url: string, healthy: boolean): boolean {
    const state = this.states.find((s) => s.url === url);
    if (!state || state.healthy === healthy) return false;
    state.healthy = healthy;
    return true;
  }

  snapshot(): UpstreamState[] {
    return this.states.map((s) => ({ ...s }));
  }
}

export type UpstreamProbe = {
  /** Probes every replica now (after a failed connection, so recovery is noticed without waiting). */
  probeSoon(): void;
  stop(): void;
};

/**
 * Probes each replica's `/health` every `everyMs` for the services that have several, and marks them
 * healthy or not. A service with one replica is never probed: it gets every request regardless.
 */
export function probeUpstreams(pools: readonly UpstreamPool[], opts: { everyMs: number; timeoutMs: number; log: Logger }): UpstreamProbe {
  const probed = pools.filter((pool) => pool.urls.length > 1);
  let running: Promise<void> | null = null;
  let stopped = false;
  const probeAll = () => {
    if (running || stopped || probed.length === 0) return;
    running = Promise.all(
      probed.flatMap((pool) =>
        pool.urls.map(async (url) => {
          const healthy = await isHealthy(url, opts.timeoutMs);
          if (!stopped && pool.mark(url, healthy)) {
            opts.log.warn({ service: pool.service, upstream: url, healthy }, healthy ? 'replica healthy again' : 'replica unhealthy; not sending to it');
          }
        }),
      ),
    )
      .then(() => undefined)
      .finally(() => {
        running = null;
      });
  };
  const timer = probed.length > 0 ? setInterval(probeAll, opts.everyMs) : null;
  timer?.unref();
  probeAll();
  return {
    probeSoon: probeAll,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}

async function isHealthy(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(new URL('/health', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
