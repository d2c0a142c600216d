import { FINGERPRINT_KEY } from './storage-keys';

// cyrb53: a fast, well-spread 53-bit string hash. Not cryptographic, and it need not be: the
// random salt already makes the id unguessable; the hash only keeps raw browser traits off the wire.
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

function browserTraits(): string {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  return [
    nav?.userAgent, nav?.language, nav?.languages?.join(','), nav?.platform, nav?.hardwareConcurrency,
    scr?.width, scr?.height, scr?.colorDepth, Intl.DateTimeFormat().resolvedOptions().timeZone,
  ].join('|');
}

function randomSalt(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The id this browser sends as X-Device-Fingerprint: computed once, then read from localStorage. */
export function getDeviceFingerprint(): string {
  const stored = localStorage.getItem(FINGERPRINT_KEY);
  if (stored) return stored;
  const source = `${browserTraits()}|${randomSalt()}`;
  const fingerprint = cyrb53(source, 1) + cyrb53(source, 2);
  localStorage.setItem(FINGERPRINT_KEY, fingerprint);
  return fingerprint;
}
