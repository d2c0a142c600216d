#!/usr/bin/env -S node --v8-pool-size=0
// The bankxl command: runs the bundled CLI (dist/bankxl-cli.cjs, the engine and the writers in one file) with
// the V8 code cache the build trained for it. A Node whose V8 refuses the cache (another version) only
// compiles what the cache would have saved; the conversion is the same. --v8-pool-size=0 sizes V8's helper
// threads to the machine's cores, as `npm run convert` does (Node's four made a cold conversion on two cores
// about a fifth slower); npm's shims for Windows read the flag from this line too.
import { isAscii } from 'node:buffer';
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
// The bundle is ASCII: read as Latin-1 it is the same text, made at once into a one-byte string.
const bytes = fs.readFileSync(bundle);
const script = new vm.Script(Module.wrap(isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')), { filename: bundle, cachedData });
// BANKXL_DEBUG_CODE_CACHE=1 says whether this Node took the cache (the package test checks that it does).
if (process.env.BANKXL_DEBUG_CODE_CACHE) console.error(`code cache ${cachedData === undefined ? 'missing' : script.cachedDataRejected ? 'rejected' : 'used'}`);
const program = { exports: {} };
script.runInThisContext()(program.exports, createRequire(bundle), program, bundle, path.dirname(bundle));
process.exitCode = await program.exports.runCli(process.argv.slice(2));
