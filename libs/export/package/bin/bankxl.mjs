#!/usr/bin/env node
// The bankxl command: runs the bundled CLI (dist/bankxl-cli.cjs, the engine and the writers in one file) with
// the V8 code cache the build trained for it. A Node whose V8 refuses the cache (another version) only
// compiles what the cache would have saved; the conversion is the same.
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const bundle = path.join(import.meta.dirname, '..', 'dist', 'bankxl-cli.cjs');
let cachedData;
try {
  cachedData = fs.readFileSync(`${bundle}.v8cache`);
} catch {
  cachedData = undefined;
}
const script = new vm.Script(Module.wrap(fs.readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });
const program = { exports: {} };
script.runInThisContext()(program.exports, createRequire(bundle), program, bundle, path.dirname(bundle));
process.exitCode = await program.exports.runCli(process.argv.slice(2));
