import type { FetchBaseQueryError, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { TOKEN_KEY } from '../../lib/storage-keys';

/** Answers fetched before the page's app had started, by their path under /api; each is taken once. */
const preloaded = new Map<string, Promise<unknown>>();
/** An answer no query took by then is let go: the next query asks the server afresh. */
const PRELOAD_KEPT_MS = 10_000;

/**
 * GETs `/api/{path}` now, with the session's token, for a query of the page being opened to take (see
 * `preloadedOr`): a review's rows then download while the app's code is still starting. Only a 2xx answer
 * is kept; anything else (404, 410, offline) is left for the query to ask and report as it always does.
 */
export function preloadJson(path: string): void {
  if (preloaded.has(path)) return;
  const token = localStorage.getItem(TOKEN_KEY);
  const answer = fetch(`/api/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
    .catch(() => null);
  preloaded.set(path, answer);
  window.setTimeout(() => {
    if (preloaded.get(path) === answer) preloaded.delete(path);
  }, PRELOAD_KEPT_MS);
}

/** The api's base query, as RTK Query hands it to a `queryFn`. */
type BaseQuery = (arg: string) => QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta> | PromiseLike<QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>>;

/**
 * A query's `queryFn` for GET /api/{path}: the answer preloaded for this page load if there is one, else
 * the usual request through `baseQuery`.
 */
export async function preloadedOr<T>(path: string, baseQuery: BaseQuery): Promise<QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>> {
  const early = preloaded.get(path);
  preloaded.delete(path);
  const data = early ? await early : null;
  if (data !== null) return { data: data as T };
  return (await baseQuery(path)) as QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta>;
}
