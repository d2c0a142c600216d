import express, { Router, type RequestHandler } from 'express';
import { BookRuleBody, type BookRulesExport } from '@bankxl/contracts';
import type { Database } from '@bankxl/db';
import { parseInput, requireApiKey, requireUser, type AuthOptions } from '@bankxl/platform';
import { changeRule, createRule, listRules, removeRule } from '../domain/book-rules.js';

declare module 'express-serve-static-core' {
  interface Locals {
    ruleOwner?: string;
  }
}

/**
 * The signed-in user of a rules request, by session token (the profile page) or by API key (integrators:
 * "through the API too"). Keys start `bxl_` (services/auth api-keys.ts) and are resolved by auth on every
 * request, as /api/v1 does; without INTERNAL_AUTH_URL only session tokens are taken.
 */
function requireOwner(auth: AuthOptions, keys: { authUrl: string; secret: string } | null): RequestHandler {
  const bySession = requireUser(auth);
  const byKey = keys ? requireApiKey(keys) : null;
  return (req, res, next) => {
    const handler = byKey && /^Bearer\s+bxl_/i.test(req.header('authorization') ?? '') ? byKey : bySession;
    return handler(req, res, (err?: unknown) => {
      if (err) return next(err);
      res.locals.ruleOwner = res.locals.apiKey?.userId ?? res.locals.user?.userId;
      next();
    });
  };
}

const ownerOf = (locals: { ruleOwner?: string }): string => {
  if (!locals.ruleOwner) throw new Error('rules route without requireOwner');
  return locals.ruleOwner;
};

/**
 * A user's rules: GET/POST /api/rules, PUT/DELETE /api/rules/:id, GET /api/rules/export (a download of their
 * own data). Owner only: another user's rule id, like a malformed one, is 404 and nothing changes.
 */
export function rulesRoutes(deps: { database: Database; auth: AuthOptions; keys: { authUrl: string; secret: string } | null }): Router {
  const router = Router();
  router.use('/api/rules', requireOwner(deps.auth, deps.keys), express.json({ limit: '64kb' }), (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/api/rules', async (_req, res) => {
    res.json(await listRules(deps.database.db, ownerOf(res.locals)));
  });

  router.get('/api/rules/export', async (_req, res) => {
    const body: BookRulesExport = { exportedAt: new Date().toISOString(), rules: await listRules(deps.database.db, ownerOf(res.locals)) };
    res.attachment('bankxl-rules.json');
    res.type('application/json').send(JSON.stringify(body, null, 2));
  });

  router.post('/api/rules', async (req, res) => {
    const body = parseInput(BookRuleBody, req.body);
    res.status(201).json(await createRule(deps.database, ownerOf(res.locals), body));
  });

  router.put('/api/rules/:id', async (req, res) => {
    const body = parseInput(BookRuleBody, req.body);
    res.json(await changeRule(deps.database, ownerOf(res.locals), String(req.params.id), body));
  });

  router.delete('/api/rules/:id', async (req, res) => {
    await removeRule(deps.database.db, ownerOf(res.locals), String(req.params.id));
    res.status(204).end();
  });
  return router;
}
