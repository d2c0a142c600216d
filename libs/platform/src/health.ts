import { Router } from 'express';

export type HealthCheck = () => Promise<void>;

/** Runs each readiness check with a timeout; the reason of a failure is kept short and free of secrets. */
export async function runChecks(checks: Record<string, HealthCheck>, timeoutMs = 3000): Promise<{ ok: boolean; checks: Record<string, string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref()),
        ]);
        return [name, 'ok'] as const;
      } catch (err) {
        return [name, `failing: ${err instanceof Error ? err.message.slice(0, 120) : 'error'}`] as const;
      }
    }),
  );
  return { ok: entries.every(([, state]) => state === 'ok'), checks: Object.fromEntries(entries) };
}

/**
 * `GET /health`: the process answers and its own dependencies (database, bus, storage, mail) are ready;
 * 503 with the failing check named otherwise. `GET /live` only says the process is up.
 */
export function healthRoutes(service: string, checks: Record<string, HealthCheck>, isShuttingDown: () => boolean = () => false): Router {
  const router = Router();
  router.get('/live', (_req, res) => {
    res.json({ service, status: 'live' });
  });
  router.get('/health', async (_req, res) => {
    if (isShuttingDown()) {
      res.status(503).json({ service, status: 'stopping', checks: {} });
      return;
    }
    const result = await runChecks(checks);
    res.status(result.ok ? 200 : 503).json({ service, status: result.ok ? 'ok' : 'unavailable', checks: result.checks });
  });
  return router;
}
