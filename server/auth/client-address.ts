/**
 * Who the client is, for the limits and the loopback-only routes: the socket's address, or behind a
 * reverse proxy (TRUST_PROXY) the address that proxy appended to `X-Forwarded-For`.
 *
 * - Addresses are normalised (`::ffff:127.0.0.1` is `127.0.0.1`, IPv6 in its short form), and an
 *   IPv6 client is keyed by its /64, the block one subscriber usually holds, so stepping through
 *   the addresses of one's own block does not buy fresh limits.
 * - A forwarded entry is read only in the forms proxies write: an IP address, `1.2.3.4:port`,
 *   `[v6]` or `[v6]:port`. Anything else (`garbage`, `127.1`, `0177.0.0.1`, which some parsers read
 *   as 127.0.0.1) is refused, never guessed at.
 * - Behind a proxy, a request without a valid forwarded address is from an unknown client: remote,
 *   and keyed `unknown via <proxy>`. A proxy that appends every client's address never sends one,
 *   so only a misconfigured proxy or a request that bypasses it lands there; those share one set of
 *   limits (none of them can shed a limit by writing a new address) rather than getting the
 *   proxy's own, loopback, address.
 * - Only a direct connection from this machine is local. Behind a proxy nothing is: a forwarded
 *   `127.0.0.1` is the proxy's word about its own client, and the proxy itself runs here.
 */
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** The client of one request. */
export interface Client {
  /** Rate-limit and hashing-gate key: the normalised address, an IPv6 /64, or `unknown via …`. */
  key: string;
  /** The address itself (normalised), or `unknown via <proxy>` behind a proxy that gave none: for logs. */
  address: string;
  /** True only for a direct connection from a loopback address, never through TRUST_PROXY. */
  local: boolean;
}

/** `address` normalised: IPv4-mapped IPv6 as IPv4, IPv6 in its short lower-case form; 'unknown' when absent. */
export function normalizeAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (isIP(bare) !== 6) return bare.toLowerCase();
  const short = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const v4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(short);
  if (!v4?.[1] || !v4[2]) return short;
  const high = parseInt(v4[1], 16);
  const low = parseInt(v4[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** The rate-limit key of a normalised address: itself for IPv4, its /64 for IPv6. */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const full = expandIpv6(groups);
  return `${full.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function expandIpv6(short: string): string[] {
  const [head = '', tail] = short.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right];
}

const PORT = /^\d{1,5}$/;

/**
 * The address in one `X-Forwarded-For` entry, normalised, or null when the entry is not one of the
 * forms proxies write (a plain IP, `1.2.3.4:port`, `[v6]`, `[v6]:port`).
 */
export function parseForwardedAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  if (bracketed) {
    const [, address = '', port] = bracketed;
    return isIP(address) === 6 && (port === undefined || validPort(port)) ? normalizeAddress(address) : null;
  }
  if (isIP(text) !== 0) return normalizeAddress(text);
  const withPort = /^([\d.]+):(\d+)$/.exec(text);
  if (withPort?.[1] && withPort[2] && isIP(withPort[1]) === 4 && validPort(withPort[2])) return normalizeAddress(withPort[1]);
  return null;
}

function validPort(text: string): boolean {
  return PORT.test(text) && Number(text) <= 65535;
}

/**
 * The client of `req`. With `trustProxy`, the last `X-Forwarded-For` entry, the one our proxy
 * appended (earlier entries are whatever the client claimed).
 */
export function clientOf(req: IncomingMessage, trustProxy: boolean): Client {
  const socket = normalizeAddress(req.socket.remoteAddress);
  if (!trustProxy) return { key: limitKey(socket), address: socket, local: isLoopback(socket) };
  const header = req.headers['x-forwarded-for'];
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  const last = joined.split(',').map((part) => part.trim()).filter((part) => part !== '').at(-1);
  const forwarded = last === undefined ? null : parseForwardedAddress(last);
  const unknown = `unknown via ${socket}`;
  return { key: forwarded === null ? unknown : limitKey(forwarded), address: forwarded ?? unknown, local: false };
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

/**
 * True when a `Host` header names this machine by a loopback name (`localhost`, `127.0.0.1`,
 * `[::1]`) and the port the request came in on. A page on another site that rebinds its own name
 * to 127.0.0.1 still sends its own name, so it is refused.
 */
export function isLoopbackHostHeader(host: string | undefined, port: number | undefined): boolean {
  if (host === undefined || port === undefined) return false;
  const match = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i.exec(host.trim());
  if (!match) return false;
  return match[2] === undefined ? port === 80 : Number(match[2]) === port;
}
