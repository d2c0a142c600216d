import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// deploy/docker/build-images.sh builds the base image from the Debian archive this machine's apt is set up
// with, read by deploy/docker/apt-mirror.sh; the repository names no mirror or registry host of its own.
const repo = path.resolve(import.meta.dirname, '../../..');
const script = path.join(repo, 'deploy/docker/apt-mirror.sh');

function mirrorWith(files: Record<string, string>, suite = 'bookworm') {
  const etc = fs.mkdtempSync(path.join(os.tmpdir(), 'apt-'));
  fs.mkdirSync(path.join(etc, 'sources.list.d'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(etc, name), text);
  const run = spawnSync('bash', [script, suite], { env: { ...process.env, APT_ETC: etc }, encoding: 'utf8' });
  fs.rmSync(etc, { recursive: true, force: true });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

describe('the Debian archive for the base image comes from the machine\'s apt configuration', () => {
  test('when apt has deb822 sources, then the archive of the release\'s suite is taken, not the security one or a disabled one', () => {
    const sources = [
      'Types: deb\nURIs: http://127.0.0.1:9/debian-security\nSuites: bookworm-security\nComponents: main\n',
      'Types: deb\nURIs: http://127.0.0.1:9/old\nSuites: bookworm\nEnabled: no\n',
      '# a comment\nTypes: deb deb-src\nURIs: http://127.0.0.1:9/debian/\nSuites: bookworm bookworm-updates\nComponents: main\n',
    ].join('\n');
    expect(mirrorWith({ 'sources.list.d/debian.sources': sources })).toEqual({ status: 0, out: 'http://127.0.0.1:9/debian', err: '' });
  });

  test('when apt has one-line sources (with options), then the archive of the suite is taken', () => {
    const list = 'deb http://127.0.0.1:9/debian-security bookworm-security main\ndeb [arch=amd64 signed-by=/k.gpg] http://127.0.0.1:9/mirror bookworm main\n';
    expect(mirrorWith({ 'sources.list': list }).out).toBe('http://127.0.0.1:9/mirror');
    expect(mirrorWith({ 'sources.list.d/local.list': list }).out).toBe('http://127.0.0.1:9/mirror');
  });

  test('when apt names no archive for the suite, then it fails saying what is missing, and prints no host of its own', () => {
    const none = mirrorWith({ 'sources.list': 'deb http://127.0.0.1:9/debian bullseye main\n' });
    expect(none.status).toBe(1);
    expect(none.out).toBe('');
    expect(none.err).toMatch(/^no Debian archive for 'bookworm' in this machine's apt sources \(.*sources\.list.*\): add the archive apt should use there/);
  });

  test('the repository names no package registry or mirror host (the machine\'s configuration provides them)', () => {
    // Well-known public hosts, spelled in pieces so that this file does not name them either.
    const hosts = [['deb', 'debian', 'org'], ['registry', 'npmjs', 'org'], ['registry', 'yarnpkg', 'com'], ['security', 'debian', 'org'], ['archive', 'ubuntu', 'com']].map((h) => h.join('.'));
    const named: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', '.git', 'bench-out', 'test-results', 'playwright-report'].includes(entry.name)) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|js|mjs|cjs|sh|json|ya?ml|md|conf|env|sql)$|Dockerfile|Makefile|\.npmrc$/.test(entry.name) && fs.statSync(full).size < 2_000_000) {
          const text = fs.readFileSync(full, 'utf8');
          for (const host of hosts) if (text.includes(host)) named.push(`${path.relative(repo, full)}: ${host}`);
        }
      }
    };
    walk(repo);
    expect(named).toEqual([]);
  });
});
