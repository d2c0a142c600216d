import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

type Program = typeof import('./program.js');

/**
 * The CLI as one CommonJS file with V8's code cache beside it, written by `make build`
 * (scripts/bundle-cli.mjs). A cold CLI process spent about a sixth of its time resolving and compiling
 * the ~200 modules it loads (pdf.js alone is 3.3 MB of source) and compiling functions on their first
 * call (issue 25's cold CLI). Node 20 keeps no compile cache for ES modules; a script compiled from one
 * file can be given V8's cache, which holds the bytecode of every function a training conversion ran.
 */
export const CLI_BUNDLE = fileURLToPath(new URL('../../cli-bundle/bankxl-cli.cjs', import.meta.url));
export const CODE_CACHE = `${CLI_BUNDLE}.v8cache`;
/** What went into the bundle, with each file's size and modification time when it was made. */
export const BUNDLE_INPUTS = `${CLI_BUNDLE}.inputs.json`;

/** A file of the bundle: its path from the bundle's folder, size, and modification time (ms). */
export type BundleInput = { file: string; size: number; mtimeMs: number };

/**
 * Whether every module in the bundle is still the file it was made from: after `tsc -b` alone, or a new
 * install, the modules are newer than the bundle, and the CLI runs them rather than stale code.
 */
export function bundleIsCurrent(): boolean {
  let inputs: BundleInput[];
  try {
    inputs = JSON.parse(fs.readFileSync(BUNDLE_INPUTS, 'utf8')) as BundleInput[];
  } catch {
    return false;
  }
  const dir = path.dirname(CLI_BUNDLE);
  return inputs.every((input) => {
    const stat = fs.statSync(path.resolve(dir, input.file), { throwIfNoEntry: false });
    // Within a millisecond: a time set back through utimes comes back a few nanoseconds off.
    return stat !== undefined && stat.size === input.size && Math.abs(stat.mtimeMs - input.mtimeMs) < 1;
  });
}

/**
 * The bundle's text. The build writes it in ASCII (scripts/bundle-cli.mjs), which read as Latin-1 is the same text
 * made at once into a string of one byte a character (UTF-8 decoding took 20 to 60 ms of a cold start); the same for
 * any file, decoded as UTF-8 when it is not ASCII.
 */
export const bundleSource = (bytes: Buffer): string => (isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8'));

function writeAtomically(file: string, data: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, file);
}

/**
 * The bundled program, or null when there is no current bundle (the caller then imports the modules).
 * `writeCodeCache`: when the process exits, V8's cache of everything it compiled replaces the one on disk
 * (the build's training run). A cache V8 refuses (another Node version, other V8 flags) only costs the
 * compile it would have saved. `current`: the caller has just seen that the bundle is current.
 */
export function loadBundledCli(options: { writeCodeCache?: boolean; current?: boolean } = {}): Program | null {
  if (!options.current && !bundleIsCurrent()) return null;
  const source = bundleSource(fs.readFileSync(CLI_BUNDLE));
  let cachedData: Buffer | undefined;
  try {
    cachedData = fs.readFileSync(CODE_CACHE);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(source), {
    filename: CLI_BUNDLE,
    cachedData,
  });
  const module = { exports: {} as Program };
  const wrapper = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;
  wrapper(module.exports, createRequire(CLI_BUNDLE), module, CLI_BUNDLE, path.dirname(CLI_BUNDLE));
  if (options.writeCodeCache) process.once('exit', () => writeAtomically(CODE_CACHE, script.createCachedData()));
  return module.exports;
}
