import crypto from 'node:crypto';

/**
 * Decrypts the streams of a PDF encrypted with the standard security handler, so content-budget.ts can
 * measure what they inflate to: an encrypted file opens in pdf.js without a password when its user
 * password is empty (most bank statements that are encrypted at all), and a bomb inside it would
 * otherwise pass unmeasured. Covers RC4 and AES-128 (revisions 2-4) and AES-256 (revisions 5-6).
 */
export type StreamDecryptor = (data: Uint8Array, objectNumber: number, generation: number) => Uint8Array;

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

/** The Standard handler's settings as written in the file. */
type EncryptDict = { v: number; r: number; length: number; o: Buffer; u: Buffer; oe?: Buffer; ue?: Buffer; p: number; encryptMetadata: boolean; aes: boolean; identity: boolean };

/**
 * The decryptor for this file and password, `null` when the file is not encrypted, or 'unknown' when it
 * is but we cannot derive its key (another handler, a password that opens it only as owner, a form we
 * do not parse): the caller then decides what an unmeasurable file means.
 */
export function streamDecryptor(bytes: Uint8Array, password = ''): StreamDecryptor | null | 'unknown' {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const refs = [...text.matchAll(/\/Encrypt\s*(?:(\d+)\s+(\d+)\s+R|<<)/g)];
  if (refs.length === 0) return null;
  const last = refs[refs.length - 1];
  let dictText: string | null;
  if (last[1] !== undefined) {
    const at = [...text.matchAll(new RegExp(`(?:^|[^0-9])${last[1]}\\s+${last[2]}\\s+obj`, 'g'))].pop();
    const end = at ? text.indexOf('endobj', at.index) : -1;
    dictText = at ? text.slice(at.index, end > at.index ? end : at.index + 4096) : null;
  } else dictText = text.slice(last.index + '/Encrypt'.length, last.index + 4096);
  const idAt = text.lastIndexOf('/ID');
  const id = idAt < 0 ? null : /^\/ID\s*\[\s*(<[0-9A-Fa-f\s]*>|\()/.exec(text.slice(idAt, idAt + 200));
  if (!dictText || !/\/Filter\s*\/Standard/.test(dictText)) return 'unknown';
  const dict = parseEncryptDict(dictText);
  if (!dict) return 'unknown';
  if (dict.identity) return (data) => data;
  const firstId = id ? readString(text, idAt + id[0].length - id[1].length) : Buffer.alloc(0);
  const key = dict.r >= 5 ? keyRevision6(dict, Buffer.from(password, 'utf8').subarray(0, 127)) : keyRevision4(dict, Buffer.from(password, 'latin1'), firstId ?? Buffer.alloc(0));
  if (!key) return 'unknown';
  if (dict.r >= 5) return (data) => aesDecrypt('aes-256-cbc', key, data);
  return (data, objectNumber, generation) => {
    const salt = Buffer.from([objectNumber & 0xff, (objectNumber >> 8) & 0xff, (objectNumber >> 16) & 0xff, generation & 0xff, (generation >> 8) & 0xff]);
    const objectKey = md5(Buffer.concat([key, salt, dict.aes ? Buffer.from('sAlT', 'latin1') : Buffer.alloc(0)])).subarray(0, Math.min(key.length + 5, 16));
    return dict.aes ? aesDecrypt('aes-128-cbc', objectKey, data) : rc4(objectKey, data);
  };
}

function parseEncryptDict(text: string): EncryptDict | null {
  const num = (name: string) => {
    const m = new RegExp(`/${name}\\s+(-?\\d+)`).exec(text);
    return m ? Number(m[1]) : undefined;
  };
  const str = (name: string) => {
    const m = new RegExp(`/${name}\\s*(?=[(<])`).exec(text);
    return m ? readString(text, m.index + m[0].length) : undefined;
  };
  const v = num('V') ?? 0;
  const r = num('R') ?? 0;
  const o = str('O');
  const u = str('U');
  const p = num('P');
  if (!o || !u || p === undefined || r < 2 || r > 6) return null;
  const cfm = /\/CFM\s*\/(\w+)/.exec(text)?.[1];
  const stmF = /\/StmF\s*\/(\w+)/.exec(text)?.[1];
  return {
    v,
    r,
    length: num('Length') ?? 40,
    o,
    u,
    oe: str('OE') ?? undefined,
    ue: str('UE') ?? undefined,
    p,
    encryptMetadata: !/\/EncryptMetadata\s+false/.test(text),
    aes: v >= 4 && (cfm === 'AESV2' || cfm === 'AESV3'),
    identity: v >= 4 && stmF === 'Identity',
  };
}

/** A literal `( … )` or hex `< … >` string starting at `at`. */
function readString(text: string, at: number): Buffer | null {
  if (text[at] === '<') {
    const end = text.indexOf('>', at);
    if (end < 0) return null;
    const hex = text.slice(at + 1, end).replace(/\s+/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  }
  if (text[at] !== '(') return null;
  const out: number[] = [];
  let depth = 1;
  for (let i = at + 1; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c === 0x5c) {
      const next = text[++i];
      const simple: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
      if (next in simple) out.push(simple[next]);
      else if (next >= '0' && next <= '7') {
        let octal = next;
        while (octal.length < 3 && text[i + 1] >= '0' && text[i + 1] <= '7') octal += text[++i];
        out.push(parseInt(octal, 8) & 0xff);
      } else if (next === '\r') {
        if (text[i + 1] === '\n') i++;
      } else if (next !== '\n') out.push(next.charCodeAt(0));
      continue;
    }
    if (c === 0x28) depth++;
    if (c === 0x29 && --depth === 0) return Buffer.from(out);
    c &= 0xff;
    out.push(c);
  }
  return null;
}

const md5 = (data: Buffer) => crypto.createHash('md5').update(data).digest();

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]) & 0xff;
    [s[i], s[j]] = [s[j], s[i]];
    out[k] = data[k] ^ s[(s[i] + s[j]) & 0xff];
  }
  return out;
}

/** AES-CBC with the IV in the first 16 bytes, as PDF stores it; padding is left in (only sizes matter here). */
function aesDecrypt(algorithm: 'aes-128-cbc' | 'aes-256-cbc', key: Uint8Array, data: Uint8Array): Uint8Array {
  const blocks = Math.floor((data.length - 16) / 16) * 16;
  if (blocks <= 0) return new Uint8Array(0);
  const decipher = crypto.createDecipheriv(algorithm, key, data.subarray(0, 16));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(data.subarray(16, 16 + blocks)), decipher.final()]);
}

/** Revisions 2-4: the file key from a user password (algorithm 2), checked against /U (algorithms 4 and 5). */
function keyRevision4(dict: EncryptDict, password: Buffer, firstId: Buffer): Buffer | null {
  // AES-128 keys are 16 bytes; RC4's /Length is in bits (a crypt filter's, in bytes, is at most 16).
  const n = dict.aes ? 16 : dict.r === 2 ? 5 : Math.max(5, Math.min(16, dict.length > 16 ? Math.floor(dict.length / 8) : dict.length));
  const fromUser = (user: Buffer): Buffer => {
    const p = Buffer.alloc(4);
    p.writeInt32LE(dict.p | 0);
    let hash = md5(Buffer.concat([padded(user), dict.o.subarray(0, 32), p, firstId, dict.r >= 4 && !dict.encryptMetadata ? Buffer.from([255, 255, 255, 255]) : Buffer.alloc(0)]));
    if (dict.r >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, n));
    return hash.subarray(0, n);
  };
  const matchesU = (key: Buffer): boolean => {
    if (dict.r === 2) return Buffer.from(rc4(key, PAD)).equals(dict.u.subarray(0, 32));
    let value: Uint8Array = md5(Buffer.concat([PAD, firstId]));
    for (let i = 0; i < 20; i++) value = rc4(key.map((b) => b ^ i), value);
    return Buffer.from(value).equals(dict.u.subarray(0, 16));
  };
  const asUser = fromUser(password);
  if (matchesU(asUser)) return asUser;
  // The password may be the owner's: the user password is recovered from /O (algorithm 7).
  let ownerHash = md5(padded(password));
  if (dict.r >= 3) for (let i = 0; i < 50; i++) ownerHash = md5(ownerHash);
  const ownerKey = ownerHash.subarray(0, n);
  let user: Uint8Array = dict.o.subarray(0, 32);
  if (dict.r === 2) user = rc4(ownerKey, user);
  else for (let i = 19; i >= 0; i--) user = rc4(ownerKey.map((b) => b ^ i), user);
  const asOwner = fromUser(Buffer.from(user));
  return matchesU(asOwner) ? asOwner : null;
}

const padded = (password: Buffer) => Buffer.concat([password.subarray(0, 32), PAD]).subarray(0, 32);

/** Revisions 5-6 (AES-256): the file key from /UE (user) or /OE (owner), whichever the password opens. */
function keyRevision6(dict: EncryptDict, password: Buffer): Buffer | null {
  const hash = (salt: Buffer, extra: Buffer) => (dict.r === 5 ? crypto.createHash('sha256').update(Buffer.concat([password, salt, extra])).digest() : hardenedHash(password, salt, extra));
  const u = dict.u.subarray(0, 48);
  const o = dict.o.subarray(0, 48);
  const unwrap = (intermediate: Buffer, wrapped?: Buffer) => {
    if (!wrapped || wrapped.length < 32) return null;
    const decipher = crypto.createDecipheriv('aes-256-cbc', intermediate, Buffer.alloc(16));
    decipher.setAutoPadding(false);
    return Buffer.concat([decipher.update(wrapped.subarray(0, 32)), decipher.final()]);
  };
  if (hash(u.subarray(32, 40), Buffer.alloc(0)).equals(u.subarray(0, 32))) return unwrap(hash(u.subarray(40, 48), Buffer.alloc(0)), dict.ue);
  if (hash(o.subarray(32, 40), u).equals(o.subarray(0, 32))) return unwrap(hash(o.subarray(40, 48), u), dict.oe);
  return null;
}

/** Algorithm 2.B (revision 6): SHA-256/384/512 rounds over AES-128 output, at least 64 of them. */
function hardenedHash(password: Buffer, salt: Buffer, extra: Buffer): Buffer {
  let k = crypto.createHash('sha256').update(Buffer.concat([password, salt, extra])).digest();
  let e = Buffer.alloc(0);
  for (let round = 0; round < 64 || e[e.length - 1] > round - 32; round++) {
    const block = Buffer.concat([password, k, extra]);
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => block));
    const cipher = crypto.createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i];
    k = crypto.createHash(['sha256', 'sha384', 'sha512'][sum % 3]).update(e).digest();
  }
  return k.subarray(0, 32);
}
