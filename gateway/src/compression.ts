import fs from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Responses smaller than this go as they are: the encoding's overhead and the CPU are not worth it. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses what the gateway answers with on the fly (gzip, or brotli at a fast level): the services' JSON
 * above all, such as a 50-page statement's rows for its review, 418 KB as JSON and about a tenth of that
 * compressed, which a user on an ordinary connection waited for before the grid showed. Server-sent events
 * (a conversion's progress) are left alone: compressed, they would reach the browser in blocks, not as they
 * happen. Built assets come precompressed (precompressedAssets) and are not compressed again.
 *
 * Compressing a response that holds a secret next to text an attacker chose can leak the secret by its
 * compressed length (BREACH), but only when the attacker's page can make the victim's browser send signed-in
 * requests: sessions here are bearer tokens the app adds itself, never cookies (the one cookie is the Google
 * sign-in's state, on redirects), so a cross-site request carries no session to attack.
 */
export function compressResponses(): RequestHandler {
  return compression({
    threshold: COMPRESS_FROM_BYTES,
    filter: (req, res) => {
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  });
}

/** The encodings written beside a built asset, best first, with the file suffix each has. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The build's assets have flat, hashed names: anything else is left to express.static (and its 404). */
const ASSET_NAME = /^\/\w[\w.-]*$/;

/**
 * Serves a built asset's brotli or gzip copy (written by the frontend's build: frontend/scripts/precompress.mjs)
 * to a browser that accepts it: the app's JavaScript is about 2.3 MB as built and about a quarter of that
 * compressed, and the copies are made once at build time, at the strongest levels, instead of on every
 * request. An asset without a copy, or a browser that accepts neither, gets the file as is (express.static next).
 */
export function precompressedAssets(dir: string, opts: { maxAge: string; immutable: boolean }): RequestHandler {
  // The copies an asset has, looked up once: a hashed asset never changes. Only assets that have copies are
  // remembered, so requests for made-up names cannot grow it.
  const known = new Map<string, (typeof PRECOMPRESSED)[number][]>();
  const copiesOf = async (file: string) => {
    let copies = known.get(file);
    if (!copies) {
      copies = [];
      for (const copy of PRECOMPRESSED) {
        if (await fs.stat(file + copy.suffix).then((s) => s.isFile(), () => false)) copies.push(copy);
      }
      if (copies.length > 0) known.set(file, copies);
    }
    return copies;
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_NAME.test(req.path)) return next();
    const file = path.join(dir, req.path.slice(1));
    void (async () => {
      const copies = await copiesOf(file);
      if (copies.length === 0) return next();
      // The answer depends on the request's Accept-Encoding whichever variant goes, also the plain file.
      res.vary('Accept-Encoding');
      const wanted = req.acceptsEncodings(...copies.map((c) => c.encoding));
      const copy = copies.find((c) => c.encoding === wanted);
      if (!copy) return next();
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', copy.encoding);
      res.sendFile(file + copy.suffix, { maxAge: opts.maxAge, immutable: opts.immutable }, (err) => {
        if (!err || res.headersSent) return;
        // The copy went (the app was rebuilt in place): forget it, and the plain file answers.
        known.delete(file);
        res.removeHeader('Content-Encoding');
        next();
      });
    })().catch(next);
  };
}
