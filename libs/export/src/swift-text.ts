// Text as SWIFT's "x" character set can carry it (MT940): a-z A-Z 0-9 and / - ? : ( ) . , ' + space.
// A bank's software refuses a file with any other character, so other text is transliterated, never
// dropped: accents lose their marks (Zürich → Zurich), other scripts become Latin letters (any-ascii:
// 北京 → BeiJing), and symbols become the nearest allowed sign (& → +, " → ', others a point), so no
// letter or digit is added or lost and a reader can match the text against the statement's.
import anyAscii from 'any-ascii';

const SWIFT_X = /^[A-Za-z0-9/\-?:().,'+ ]$/;

// Symbols any-ascii leaves as they are (they are ASCII) but SWIFT does not carry.
const SYMBOLS: Record<string, string> = {
  '&': '+',
  '@': '.',
  '#': '.',
  '%': '.',
  '*': '.',
  '"': "'",
  '`': "'",
  _: '-',
  '=': '-',
  ';': ',',
  '!': '.',
  '|': '/',
  '\\': '/',
  '~': '-',
  '^': '.',
  '<': '(',
  '>': ')',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  $: '.',
};

/** `text` in SWIFT's x character set on one line: transliterated, symbols replaced, spaces collapsed. */
export function swiftText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = anyAscii(text.replace(/[\s\u0000-\u001F\u007F-\u009F]+/g, ' '));
  let out = '';
  for (const c of ascii) out += SWIFT_X.test(c) ? c : (SYMBOLS[c] ?? '.');
  return out.replace(/ {2,}/g, ' ').trim();
}
