/**
 * The beginnings a pattern's match can have, read off its source: what lets the books try, for a description, only
 * the brands whose pattern can begin as the description does (payee.ts's brandOf), instead of all the table's
 * brands for every candidate name.
 *
 * It reads the subset of the syntax the brand table uses and is conservative everywhere else: a character class,
 * `.`, an escape that stands for a class (`\s`, `\d`, `\w`, `\p{…}`) is "any character" there, and a pattern it
 * cannot read gives `null`. A set it returns may hold beginnings no match has, never miss one that does.
 */

/** Escapes that are one literal character. */
const LITERAL_ESCAPE = /[\\^$.|?*+()[\]{}/\-&'"!#%,:;<=>@_`~ ]/;

/** Stands for "any character" in a prefix of prefixesOf. */
export const ANY_CHAR = '\u0000';

/**
 * The first `k` characters a pattern's match can begin with, read off its source: each
 * string of the set is a possible beginning of a match, `ANY_CHAR` where any character may stand, shorter than
 * `k` when a match can be that short. It lets the books index the brands by a name's first two characters
 * (payee.ts's brandOf). Conservative: it may hold beginnings no match has, never miss one; null
 * when the pattern uses what it does not read, or when its beginnings are too many to list.
 */
export function prefixesOf(pattern: RegExp, k: number): readonly string[] | null {
  if (pattern.flags.replace(/[gy]/g, '') !== '') return null;
  const src = pattern.source;
  // Most brands begin with letters ("^ALBERTSONS\b", "^KWIK TRIP\b|^KWIKTRIP\b", "^GAP(?= ?#)"): the letters each
  // alternative begins with, up to k, are beginnings enough, read without the parser below (the table is read as the
  // books load, and most of its patterns are read here).
  const heads = quickHeads(src, k);
  if (heads) return heads;
  let at = 0;
  const LIMIT = 256;
  const EMPTY: string[] = [''];
  const ANYONE: string[] = [ANY_CHAR];

  /** Each way of `a` then `b`, cut to k characters. */
  function then(a: readonly string[], b: readonly string[]): string[] {
    const out = new Set<string>();
    for (const x of a) {
      if (x.length >= k) out.add(x);
      else for (const y of b) out.add((x + y).slice(0, k));
      if (out.size > LIMIT) throw new Error('too many beginnings');
    }
    return [...out];
  }

  function alternatives(): string[] {
    const out = new Set(sequence());
    while (src[at] === '|') {
      at++;
      for (const p of sequence()) out.add(p);
    }
    return [...out];
  }

  function sequence(): string[] {
    let out: string[] = EMPTY;
    while (at < src.length && src[at] !== '|' && src[at] !== ')') out = then(out, quantified());
    return out;
  }

  function quantified(): string[] {
    const one = atom();
    const q = src[at];
    let min: number;
    let max: number | null;
    if (q === '?' || q === '*' || q === '+') {
      at++;
      [min, max] = q === '?' ? [0, 1] : [q === '+' ? 1 : 0, null];
    } else if (q === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(at));
      if (!m) throw new Error('a brace that is no quantifier');
      at += m[0].length;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] ? Number(m[3]) : null;
    } else return one;
    if (src[at] === '?') at++; // lazy
    // Repeated r times for each r from the least to k (more repeats begin the same way as k of them).
    const out = new Set<string>();
    let times: string[] = EMPTY;
    for (let r = 0; r <= k; r++) {
      if (r >= Math.min(min, k) && (max === null || r <= max)) for (const p of times) out.add(p);
      times = then(times, one);
    }
    return [...out];
  }

  function atom(): string[] {
    const c = src[at];
    if (c === '^' || c === '$') {
      at++;
      return EMPTY;
    }
    if (c === '(') {
      const rest = src.slice(at, at + 40);
      const lookaround = /^\(\?<?[=!]/.exec(rest);
      const opening = lookaround?.[0] ?? /^\((\?:|\?<[A-Za-z_]\w*>)?/.exec(rest)![0];
      at += opening.length;
      const inner = alternatives();
      if (src[at] !== ')') throw new Error('an unclosed group');
      at++;
      return lookaround ? EMPTY : inner;
    }
    if (c === '.') {
      at++;
      return ANYONE;
    }
    if (c === '[') {
      for (at++; at < src.length && src[at] !== ']'; at++) if (src[at] === '\\') at++;
      if (src[at] !== ']') throw new Error('an unclosed class');
      at++;
      return ANYONE;
    }
    if (c === '\\') {
      const e = src[at + 1];
      at += 2;
      if (e === 'b' || e === 'B') return EMPTY;
      if (e !== undefined && LITERAL_ESCAPE.test(e)) return [e];
      if (e !== undefined && /\d/.test(e)) throw new Error('a back-reference');
      // A character by its code is that character: a bundle written in ASCII spells "美团" as "\u7F8E\u56E2".
      const byCode = /^(?:u([0-9A-Fa-f]{4})|x([0-9A-Fa-f]{2}))/.exec(src.slice(at - 1));
      if (byCode) {
        at += byCode[0].length - 1;
        return [String.fromCharCode(parseInt(byCode[1] ?? byCode[2], 16))];
      }
      const code = /^(?:[pPu]\{[^}]*\}|c[A-Za-z])/.exec(src.slice(at - 1));
      if (code) at += code[0].length - 1;
      return ANYONE;
    }
    at++;
    return [c];
  }

  try {
    const all = alternatives();
    return at === src.length && !all.includes('') ? all : null;
  } catch {
    return null;
  }
}

/** The characters that are not a literal one in a pattern's source. */
const META = '\\()[]{}.?*+|^$';

/** The literal letters each top-level alternative begins with after its `^` (up to k), or null when one has none. */
function quickHeads(src: string, k: number): string[] | null {
  // One word and a boundary, the most common: its first k letters, read character by character (no alternatives).
  if (src[0] === '^' && !src.includes('|')) {
    let end = 1;
    while (end < src.length && end <= k + 1 && !META.includes(src[end])) end++;
    const next = src[end];
    const run = src.slice(1, next === '?' || next === '*' || next === '{' ? end - 1 : end);
    if (run.length >= k || (run && (next === undefined || next === '\\' || next === '(' || next === '$'))) return [run.slice(0, k)];
  }
  const heads: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i <= src.length; i++) {
    const c = src[i];
    if (i < src.length) {
      if (c === '\\') {
        i++;
        continue;
      }
      if (inClass) inClass = c !== ']';
      else if (c === '[') inClass = true;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
      if (inClass || depth > 0 || c !== '|') continue;
    }
    const alt = src.slice(from, i);
    // "^(A|B C)…": a group of plain words first, not itself optional, begins as one of its words does.
    const group = /^\^\(([^()[\]{}.\\]*)\)(.?)/.exec(alt);
    const runs = group ? (group[2] === '?' || group[2] === '*' || group[2] === '{' ? null : group[1].split('|')) : [alt.slice(1)];
    if (!runs || alt[0] !== '^') return null;
    for (const text of runs) {
      const m = /^([^?*+^$|\\()[\]{}.]*)(.?)/.exec(text)!;
      const run = m[2] === '?' || m[2] === '*' || m[2] === '{' ? m[1].slice(0, -1) : m[1];
      if (!run) return null;
      heads.push(run.slice(0, k));
    }
    from = i + 1;
  }
  return heads;
}

/** Whether a text that begins with `head` (its first k characters, or all of it) can begin with one of `prefixes`. */
export function beginsAsOneOf(head: string, prefixes: readonly string[]): boolean {
  for (const p of prefixes) {
    let ok = true;
    for (let i = 0; i < p.length && i < head.length && ok; i++) ok = p[i] === ANY_CHAR || p[i] === head[i];
    if (ok) return true;
  }
  return false;
}
