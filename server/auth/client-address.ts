/**
 * Who the client is, for the limits and the loopback-only routes: the socket's address, or behind a
 * reverse proxy (TRUST_PROXY) the address that proxy appended to `X-Forwarded-For`. Addresses are
 * normalised, so `::ffff:127.0.0.1` and `127.0.0.1` are one key.
 */
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** `address` without the IPv4-mapped IPv6 prefix; 'unknown' when absent. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}

/**
 * The client address of `req`. With `trustProxy`, the last `X-Forwarded-For` entry, the one our
 * proxy appended (earlier entries are whatever the client claimed), when it is an IP address.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
    const last = joined.split(',').map((part) => part.trim()).filter((part) => part !== '').at(-1);
    if (last !== undefined && isIP(last) !== 0) return normalizeAddress(last);
  }
  return normalizeAddress(req.socket.remoteAddress);
}

/** True for 127.0.0.0/8 and ::1 (a normalised address). */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/** True when a server bound to `host` is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return bare.toLowerCase() === 'localhost' || isLoopback(normalizeAddress(bare));
}
