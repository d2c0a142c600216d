/**
 * Retries `check` until it stops throwing, then returns its value: for effects that arrive later (events
 * through the broker, a recovery round, a retry job). Throws the last failure once `timeoutMs` has passed.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 20_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
