// `make up` runs this once: it writes .env with the secrets compose needs (JWT key pair,
// internal token), so nothing secret is committed. An existing .env is kept.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';

const file = process.argv[2] ?? '.env';
if (fs.existsSync(file)) process.exit(0);
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const oneLine = (pem) => pem.trim().replace(/\n/g, '\\n');
const lines = [
  `JWT_PRIVATE_KEY="${oneLine(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())}"`,
  `JWT_PUBLIC_KEY="${oneLine(publicKey.export({ type: 'spki', format: 'pem' }).toString())}"`,
  `INTERNAL_TOKEN=${randomBytes(24).toString('hex')}`,
  `S3_SECRET_KEY=${randomBytes(16).toString('hex')}`,
  'PUBLIC_URL=http://localhost:8080',
];
fs.writeFileSync(file, lines.join('\n') + '\n', { mode: 0o600 });
process.stdout.write(`wrote ${file}\n`);
