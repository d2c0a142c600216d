import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { BadRequestError } from '@bankxl/platform';

/** Addresses a webhook may never reach from our network: private, link-local (cloud metadata), CGNAT, multicast, reserved. */
const NEVER = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) NEVER.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) NEVER.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** `::ffff:10.0.0.1` is 10.0.0.1: check the IPv4 address inside. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function addressAllowed(raw: string, allowLoopback: boolean): boolean {
  const { address, family } = normalise(raw);
  if (LOOPBACK.check(address, family)) return allowLoopback;
  return !NEVER.check(address, family);
}

export type ResolveHost = (host: string) => Promise<string[]>;
export const resolveWithDns: ResolveHost = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

const refuse = (message: string) => new BadRequestError(message, 'invalid_webhook_url');

/**
 * A webhook URL must be http(s) and every address its host resolves to must be allowed: loopback
 * only when `allowLoopback` (embedded mode), private and link-local never (SSRF: a webhook must not
 * become a way to reach our own network). Checked at registration and again before each delivery,
 * since DNS answers may change.
 */
export async function assertWebhookUrl(input: string, opts: { allowLoopback: boolean; resolve?: ResolveHost }): Promise<URL> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw refuse('The webhook URL is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('The webhook URL must start with http:// or https://.');
  if (url.username || url.password) throw refuse('The webhook URL must not contain a user name or password.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (opts.resolve ?? resolveWithDns)(host);
  } catch {
    throw refuse(`The webhook host ${host} could not be resolved.`);
  }
  if (addresses.length === 0) throw refuse(`The webhook host ${host} could not be resolved.`);
  if (!addresses.every((a) => addressAllowed(a, opts.allowLoopback))) {
    throw refuse(
      opts.allowLoopback
        ? 'The webhook URL points to a private network address; it must be reachable on the public internet.'
        : 'The webhook URL points to a private or loopback address; it must be reachable on the public internet.',
    );
  }
  return url;
}
