// The statements a command line names: files, folders (their PDFs) and glob patterns, expanded here so that
// `bankxl "statements/*.pdf"` works where no shell expands it (Windows' shells, npm scripts, quoted patterns).
import fs from 'node:fs';
import path from 'node:path';

export class InputError extends Error {}

const GLOB_CHARACTERS = /[*?[]/;

/** A pattern segment (`*.pdf`, `2024-??.pdf`, `[ab]*`) as a regular expression over one file name. */
function segmentPattern(segment: string): RegExp {
  let source = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i];
    if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '[') {
      const end = segment.indexOf(']', i + 2);
      if (end === -1) source += '\\[';
      else {
        const body = segment.slice(i + 1, end);
        source += `[${body.startsWith('!') ? `^${body.slice(1)}` : body.replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else source += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function entries(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Files matching the pattern's segments below `dir`; `**` stands for any number of folders (none too). */
function match(dir: string, segments: string[]): string[] {
  if (!segments.length) return [dir];
  const [segment, ...rest] = segments;
  if (segment === '**') {
    const below = entries(dir).filter((e) => e.isDirectory() && !e.name.startsWith('.'));
    return [...match(dir, rest), ...below.flatMap((e) => match(path.join(dir, e.name), segments))];
  }
  if (!GLOB_CHARACTERS.test(segment)) return match(path.join(dir, segment), rest);
  const pattern = segmentPattern(segment);
  // As shells do, a wildcard does not match a hidden file unless the pattern starts with a dot.
  const found = entries(dir).filter((e) => pattern.test(e.name) && (segment.startsWith('.') || !e.name.startsWith('.')));
  return found.flatMap((e) => (rest.length ? (e.isDirectory() ? match(path.join(dir, e.name), rest) : []) : [path.join(dir, e.name)]));
}

function expandPattern(pattern: string): string[] {
  const normal = pattern.split(path.sep).join('/');
  const absolute = normal.startsWith('/');
  const segments = normal.split('/').filter((s) => s !== '');
  const start = absolute ? '/' : '.';
  const found = match(start, segments).filter((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  // "./a.pdf" is given back as "a.pdf", as the user would have typed it.
  return found.map((file) => (absolute ? file : path.relative('.', file) || file)).sort();
}

const isPdfName = (name: string) => /\.pdf$/i.test(name);

/**
 * The files to convert, in the order given (a pattern's or folder's files sorted by name), each once.
 * A folder stands for the PDFs directly in it. A path that does not exist is kept: it is reported
 * with the others as a file that cannot be read. A pattern or folder that gives no file is an error.
 */
export function expandInputs(args: string[]): string[] {
  const files: string[] = [];
  for (const arg of args) {
    const stat = fs.statSync(arg, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      const pdfs = entries(arg).filter((e) => e.isFile() && isPdfName(e.name) && !e.name.startsWith('.')).map((e) => path.join(arg, e.name)).sort();
      if (!pdfs.length) throw new InputError(`The folder ${arg} has no PDF file.`);
      files.push(...pdfs);
    } else if (!stat && GLOB_CHARACTERS.test(arg)) {
      const matched = expandPattern(arg);
      if (!matched.length) throw new InputError(`No file matches ${arg}.`);
      files.push(...matched);
    } else files.push(arg);
  }
  const seen = new Set<string>();
  return files.filter((file) => {
    const key = path.resolve(file);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
