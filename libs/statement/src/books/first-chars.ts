/**
 * The characters a pattern's match can begin with, read off its source: what lets the books try, for a
 * description, only the brands whose pattern can start with the description's first character (payee.ts's
 * brandOf), instead of all eight hundred of them for every candidate name.
 *
 * It reads the subset of the syntax the brand table uses and is conservative everywhere else: a character
 * class, `.`, an escape that stands for a class (`\s`, `\d`, `\w`, `\p{…}`, `\u…`) or anything it does not
 * understand gives `null`, "any character", and so does a pattern that can match the empty string. A set it
 * returns may hold characters no match begins with, never miss one that does.
 */
export function firstCharsOf(pattern: RegExp): ReadonlySet<string> | null {
  if (pattern.flags.replace(/[gy]/g, '') !== '') return null;
  const src = pattern.source;
  // The position read up to, shared by the functions below (they run once per brand as the table loads: kept plain).
  let at = 0;

  /** `a|b|…` up to a `)` or the end. */
  function alternatives(): First {
    let out = sequence();
    while (src[at] === '|') {
      at++;
      const next = sequence();
      out = { chars: out.chars === null || next.chars === null ? null : out.chars + next.chars, nullable: out.nullable || next.nullable };
    }
    return out;
  }

  /** Atoms one after another: the first that cannot match nothing ends what the sequence can begin with. */
  function sequence(): First {
    let chars: string | null = '';
    let open = true;
    while (at < src.length && src[at] !== '|' && src[at] !== ')') {
      const atom = quantified();
      if (!open) continue;
      chars = atom.chars === null || chars === null ? null : chars + atom.chars;
      open = atom.nullable;
    }
    return { chars, nullable: open };
  }

  /** An atom and its quantifier: `?`, `*` and `{0,…}` let it match nothing. */
  function quantified(): First {
    const first = atom();
    const q = src[at];
    let nullable = first.nullable;
    if (q === '?' || q === '*' || q === '+') {
      at++;
      nullable ||= q !== '+';
    } else if (q === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(src.slice(at));
      if (!m) throw new Error('a brace that is no quantifier');
      at += m[0].length;
      nullable ||= Number(m[1]) === 0;
    } else return first;
    if (src[at] === '?') at++; // lazy
    return { chars: first.chars, nullable };
  }

  function atom(): First {
    const c = src[at];
    // Anchors and word boundaries consume nothing.
    if (c === '^' || c === '$') {
      at++;
      return NOTHING;
    }
    if (c === '(') return group();
    if (c === '.') {
      at++;
      return ANY;
    }
    if (c === '[') {
      // To the class's end: any of its characters could begin the match.
      for (at++; at < src.length && src[at] !== ']'; at++) if (src[at] === '\\') at++;
      if (src[at] !== ']') throw new Error('an unclosed class');
      at++;
      return ANY;
    }
    if (c === '\\') {
      const e = src[at + 1];
      at += 2;
      if (e === 'b' || e === 'B') return NOTHING;
      if (e !== undefined && LITERAL_ESCAPE.test(e)) return { chars: e, nullable: false };
      if (e !== undefined && /\d/.test(e)) throw new Error('a back-reference');
      // A class (\s, \d, \w, \p{…}) or a character by its code (\u…, \x…): any character, past its braces or digits.
      const code = /^(?:[pPu]\{[^}]*\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|c[A-Za-z])/.exec(src.slice(at - 1));
      if (code) at += code[0].length - 1;
      return ANY;
    }
    at++;
    return { chars: c, nullable: false };
  }

  /** `(…)`, `(?:…)`, `(?<name>…)`; a lookaround consumes nothing, so it adds no first character. */
  function group(): First {
    const rest = src.slice(at, at + 40);
    const lookaround = /^\(\?<?[=!]/.exec(rest);
    const opening = lookaround?.[0] ?? /^\((\?:|\?<[A-Za-z_]\w*>)?/.exec(rest)![0];
    at += opening.length;
    const inner = alternatives();
    if (src[at] !== ')') throw new Error('an unclosed group');
    at++;
    return lookaround ? NOTHING : inner;
  }

  try {
    const first = alternatives();
    return at === src.length && !first.nullable && first.chars !== null ? new Set(first.chars) : null;
  } catch {
    return null;
  }
}

/** What a piece of a pattern can begin with (`chars`, null for any) and whether it can match nothing at all. */
type First = { chars: string | null; nullable: boolean };

const ANY: First = { chars: null, nullable: false };
const NOTHING: First = { chars: '', nullable: true };

/** Escapes that are one literal character. */
const LITERAL_ESCAPE = /[\\^$.|?*+()[\]{}/\-&'"!#%,:;<=>@_`~ ]/;
