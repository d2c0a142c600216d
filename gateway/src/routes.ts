/** The five services behind the gateway. */
export const SERVICES = ['auth', 'billing', 'conversion', 'documents', 'notification'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * Which service owns each public `/api` path (SPEC.md §7 plus the additions in docs/architecture.md).
 * A path matches an entry exactly or as a prefix followed by `/` or `?`. Nothing else is proxied:
 * in particular `/internal/*` routes are never reachable from outside.
 */
export const API_ROUTES: { path: string; service: ServiceName; prefix?: boolean }[] = [
  { path: '/api/register', service: 'auth' },
  { path: '/api/login', service: 'auth' },
  { path: '/api/login/link', service: 'auth' },
  { path: '/api/verify-email', service: 'auth' },
  { path: '/api/confirm-email-change', service: 'auth' },
  { path: '/api/forgot-password', service: 'auth' },
  { path: '/api/reset-password', service: 'auth' },
  { path: '/api/me', service: 'auth' },
  { path: '/api/profile', service: 'auth' },
  { path: '/api/referral-info', service: 'auth' },
  { path: '/api/set-referral-code', service: 'auth' },
  { path: '/api/keys', service: 'auth', prefix: true },
  { path: '/api/auth/google', service: 'auth', prefix: true },
  { path: '/api/credits-history', service: 'billing' },
  { path: '/api/create-checkout-session', service: 'billing' },
  { path: '/api/plans', service: 'billing' },
  { path: '/api/webhooks/stripe', service: 'billing' },
  { path: '/api/checkout/sandbox', service: 'billing', prefix: true },
  { path: '/api/convert', service: 'conversion' },
  { path: '/api/v1/conversions', service: 'conversion', prefix: true },
  { path: '/api/batches', service: 'conversion', prefix: true },
  // A conversion's result for the result panel, read with the X-Result-Token of the convert response.
  { path: '/api/results', service: 'conversion', prefix: true },
  // The rules a user teaches (issue 26 item 3): conversion applies them, so it keeps them.
  { path: '/api/rules', service: 'conversion', prefix: true },
  // The list, and per document (/api/documents/:id): its item (GET, DELETE: Delete now), Statement (GET/PUT),
  // history, downloads and the uploaded PDF (/pdf) the review page shows beside the rows.
  { path: '/api/documents', service: 'documents', prefix: true },
  { path: '/api/download', service: 'documents', prefix: true },
  { path: '/api/contact', service: 'notification' },
  { path: '/api/v1/webhooks', service: 'notification', prefix: true },
  { path: '/api/developer/webhooks', service: 'notification' },
];

/** The service that owns `path`, or null. */
export function ownerOf(path: string): ServiceName | null {
  for (const route of API_ROUTES) {
    if (path === route.path) return route.service;
    if (route.prefix && path.startsWith(`${route.path}/`)) return route.service;
  }
  return null;
}

/** Client-side routes of SPEC.md §2, and the public /accuracy page (issue 24): each answers with the app shell. */
export const SPA_ROUTES = [
  '/', '/register', '/login', '/pricing', '/credits', '/documents', '/profile', '/verify-email', '/terms', '/about',
  '/privacy', '/forgot-password', '/reset-password', '/google-auth', '/faq', '/blog', '/developers', '/accuracy',
];

/** Client-side routes with a parameter: a document's review page, /documents/{id}. */
const SPA_ROUTE_PATTERNS = [/^\/documents\/[^/]+$/];

/** Whether a path (without its trailing slash) is a page of the app: it is answered with the app shell and 200. */
export function isSpaRoute(path: string): boolean {
  return SPA_ROUTES.includes(path) || SPA_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}
