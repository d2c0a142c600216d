import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './fixtures';

/** The decoded text of an .eml file: quoted-printable soft breaks and escapes undone, base64 parts decoded. */
function readable(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = raw
    .split(/\r?\n\r?\n/)
    .filter((block) => /^[A-Za-z0-9+/=\r\n]{40,}$/.test(block.trim()))
    .map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [qp, ...base64Parts].join('\n');
}

/**
 * Waits for the embedded system's outbox (DATA_DIR/mail/*.eml) to hold a mail to `to` containing a
 * link to `/<route>?token=…`, and returns that link's path and query.
 */
export async function linkFromMail(to: string, route: 'verify-email' | 'reset-password', timeoutMs = 20_000): Promise<string> {
  const dir = path.join(dataDir(), 'mail');
  const pattern = new RegExp(`https?://[^\\s"'<>]+(/${route}\\?token=[A-Za-z0-9._~%-]+)`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
    } catch {
      // the folder appears with the first mail
    }
    for (const file of files) {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
      const match = pattern.exec(readable(raw));
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${route} mail to ${to} within ${timeoutMs / 1000}s`);
}
