import { z } from 'zod';
import { envPort, envUpstreams, loadConfig } from '@bankxl/platform';

/**
 * TRUST_PROXY follows Express's `trust proxy`: unset/false ignores X-Forwarded-For (the client IP is
 * the socket's), a number trusts that many hops, otherwise a comma list of trusted proxy addresses.
 */
export const GatewayEnv = z.object({
  PORT: envPort.default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Each service's replicas: a URL, or several separated by commas (`http://127.0.0.1:3003,http://127.0.0.1:3013`). */
  AUTH_URL: envUpstreams,
  BILLING_URL: envUpstreams,
  CONVERSION_URL: envUpstreams,
  DOCUMENTS_URL: envUpstreams,
  NOTIFICATION_URL: envUpstreams,
  /** How often each replica's /health is probed (services with several replicas only). */
  UPSTREAM_PROBE_MS: z.coerce.number().int().positive().default(2_000),
  UPSTREAM_PROBE_TIMEOUT_MS: z.coerce.number().int().positive().default(1_000),
  STATIC_DIR: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** The conversion service's file limit (same key): an upload body larger than this is cut off here. */
  MAX_UPLOAD_MB: z.coerce.number().positive().default(20),
  /** The conversion service's batch limit (same key): a batch upload (POST /api/batches) larger than this is cut off here. */
  BATCH_MAX_UPLOAD_MB: z.coerce.number().positive().default(100),
  /** Any other request body (JSON forms, webhooks). */
  /** PDFs one POST /api/v1/conversions may carry (conversion's API_MAX_FILES): its body may be this many uploads. */
  API_MAX_FILES: z.coerce.number().int().min(1).max(100).default(20),
  MAX_BODY_KB: z.coerce.number().int().positive().default(1024),
  /**
   * How long a service may stay silent while the gateway waits for its answer (then the client gets 504).
   * Keep it above conversion's CONVERT_DEADLINE_MS (100 s by default), by at least the time charging and
   * storing a conversion takes: a conversion then answers its own clear timeout before the gateway gives up.
   */
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** A request body that sends nothing for this long is given up (408). */
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * A body still arriving after BODY_SLOW_GRACE_MS at less than this many bytes per second on average is given
   * up (408): a byte every few seconds resets the idle timeout but would hold a connection for hours. 4 KB/s is
   * a 20 MB statement in under 90 minutes, far slower than any real upload.
   */
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().positive().default(4096),
  BODY_SLOW_GRACE_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * Open connections per client address; 0 turns the cap off. It counts socket addresses, so behind a
   * reverse proxy (TRUST_PROXY) it counts the proxy's connections: set it high or 0 there, and cap
   * per client in the proxy. 512: an office behind one router (a few dozen browsers, six connections each)
   * stays well under it even while someone at that address holds hundreds of stalled uploads open (they are
   * cut by BODY_IDLE_TIMEOUT_MS / BODY_MIN_BYTES_PER_SECOND); an idle socket costs a few kilobytes.
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(512),
});
export type GatewayConfig = z.infer<typeof GatewayEnv>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('gateway', GatewayEnv, env);

/** The value Express's `trust proxy` setting takes for a TRUST_PROXY string. */
export function trustProxySetting(value: string): boolean | number | string[] {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
