/**
 * The request generator of the fuzz test: a seeded PRNG (mulberry32), every route of docs/api.md,
 * and malformed methods, paths, headers and bodies. Same seed, same ids, same tokens → same
 * requests.
 */
import { LIST_SPECS } from '../../src/contract';
import type { ListSpec } from '../../src/contract';
import { API } from './api-client';

const MIB = 1024 * 1024;

/** mulberry32: a small seeded PRNG. */
export function createRng(seed: number): { next(): number; int(n: number): number; pick<T>(items: readonly T[]): T; chance(p: number): boolean } {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof createRng>;

type Route = [method: string, template: string, fields: readonly string[]];
const ROUTES: Route[] = [
  ['POST', '/auth/login', ['email', 'password']],
  ['GET', '/auth/refresh', []],
  ['POST', '/auth/send-otp', ['email']],
  ['POST', '/auth/verify-otp', ['email', 'otp']],
  ['POST', '/auth/reset-password', ['email', 'resetToken', 'password']],
  ['POST', '/auth/change-password', ['currentPassword', 'newPassword']],
  ['POST', '/users/', ['email', 'password', 'firstName', 'lastName', 'phone', 'role', 'certification']],
  ['PUT', '/users/:user', ['firstName', 'lastName', 'phone', 'country', 'role', 'status', 'avatarUrl', 'expectedUpdatedAt']],
  ['PUT', '/auth/edit-profile/:user', ['firstName', 'lastName', 'phone', 'country', 'avatarUrl', 'expectedUpdatedAt']],
  ['PUT', '/auth/dive-master/:user', ['status', 'reason', 'expectedUpdatedAt']],
  ['GET', '/users/', []],
  ['GET', '/users/dive-buddy', []],
  ['GET', '/users/dive-master/:status', []],
  ['GET', '/users/:user', []],
  ['GET', '/trips/', []],
  ['GET', '/trips/:trip', []],
  ['GET', '/trips/all-trips/:status', []],
  ['PUT', '/trips/all-trips/:trip', ['status', 'reason', 'expectedUpdatedAt']],
  ['GET', '/products/', []],
  ['GET', '/products/:product', []],
  ['GET', '/products/all-products/:status', []],
  ['PUT', '/products/all-products/:product', ['status', 'reason', 'expectedUpdatedAt']],
  ['GET', '/news/', []],
  ['GET', '/news/:news', []],
  ['POST', '/news/', ['title', 'summary', 'content', 'coverImageUrl', 'status']],
  ['PUT', '/news/:news', ['title', 'summary', 'content', 'coverImageUrl', 'status', 'expectedUpdatedAt']],
  ['DELETE', '/news/:news', []],
  ['GET', '/legal/:type', []],
  ['PUT', '/legal/:legal', ['title', 'content', 'type', 'expectedUpdatedAt', 'expectedVersion']],
  ['GET', '/site-contact', []],
  ['PUT', '/site-contact', ['email', 'phone', 'whatsapp', 'address', 'city', 'country', 'openingHours', 'mapUrl', 'socials', 'expectedUpdatedAt']],
  ['POST', '/site-contact', ['email', 'phone', 'whatsapp', 'address', 'city', 'country', 'openingHours', 'mapUrl', 'socials']],
  ['GET', '/contact/', []],
  ['GET', '/contact/:contact', []],
  ['PUT', '/contact/:contact', ['status', 'expectedUpdatedAt']],
  ['POST', '/contact/', ['name', 'email', 'phone', 'subject', 'message']],
  ['POST', '/uploads', []],
  ['GET', '/uploads/:upload', []],
  ['GET', '/dashboard/summary', []],
  ['PUT', '/presence/trip/:trip', []],
  ['DELETE', '/presence/user/:user', []],
  ['GET', '/claims', []],
  ['PUT', '/claims/trip/:trip', ['takeOver']],
  ['DELETE', '/claims/product/:product', []],
  ['POST', '/trips/all-trips/:trip/undo', ['expectedUpdatedAt']],
  ['POST', '/products/all-products/:product/undo', ['expectedUpdatedAt']],
  ['POST', '/auth/dive-master/:user/undo', ['expectedUpdatedAt']],
  ['GET', '/health', []],
  ['GET', '/dev/outbox', []],
];
const ALL_FIELDS = [...new Set(ROUTES.flatMap((r) => r[2]))];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'get', 'Post', 'FOO', 'PROPFIND'];
const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const JUNK_PARAMS = [
  '%00',
  '%ff',
  '%fe%ff',
  '%2e%2e%2f%2e%2e%2fstore',
  '..',
  '.',
  '%2e%2e',
  '..%5c..%5c',
  '%20',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '%',
  '%zz',
  '%%',
  ';',
  ':id',
  '%E2%98%83',
  '%F0%9F%92%A5',
  'null',
  'undefined',
  '0',
  '-1',
  'NaN',
  '1e999',
  '[]',
  '{}',
  '%7B%7D',
  '*',
  '$where',
];
const STATUS_WORDS = ['all', 'pending', 'approved', 'rejected', 'draft', 'published', 'new', 'in_progress', 'resolved', 'archived', 'active', 'blocked', 'terms', 'privacy', 'about', 'admin', 'diver', 'diveMaster'];
const NUMBERS = ['0', '-0', '1', '-1', '3.14', '1e400', '-1e400', '123456789012345678901234567890', '1.7976931348623157e308', '5e-324', '9007199254740993', '1E2', '0.1e-999'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json;;;',
  'text/plain',
  'text/html',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  '',
  ';',
  'application/',
  '*/*',
  'json',
];
const MAGIC = [
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from('GIF89a'),
  Buffer.from('RIFF\0\0\0\0WEBP'),
  Buffer.from('<svg onload=alert(1)>'),
];

function randomText(rng: Rng, max: number): string {
  const alphabets = ['abcdefghijklmnopqrstuvwxyz', 'ABC xyz 0123456789', '<>"\'&;{}[]\\/`$%', '\u00e9\u00fc\u00f1\u4e2d\u6587\u0627\u0644\u0639', '\u{1F4A5}\u{1F30A}', '\u0000\u0001\u001f\u007f', '\ud800\udfff'];
  const alphabet = rng.pick(alphabets);
  const chars = [...alphabet];
  let out = '';
  const length = rng.int(max + 1);
  for (let i = 0; i < length; i++) out += rng.pick(chars);
  return out;
}

function jsonString(rng: Rng): string {
  const pick = rng.int(14);
  if (pick === 0) return JSON.stringify('');
  if (pick === 1) return JSON.stringify('   ');
  if (pick === 2) return JSON.stringify(rng.pick(STATUS_WORDS));
  if (pick === 3) return JSON.stringify(`fuzz${rng.int(1e6)}@example.test`);
  if (pick === 4) return JSON.stringify('x'.repeat(rng.pick([80, 81, 200, 201, 500, 501, 5000])));
  if (pick === 5) return JSON.stringify(rng.pick(['https://evil.test/x', 'javascript:alert(1)', '//evil.test', '/api/v1/uploads/x.png', 'data:text/html,<script>']));
  if (pick === 6) return JSON.stringify(rng.pick(['<script>alert(1)</script>', '../../etc/passwd', '${7*7}', '{{7*7}}', "' OR 1=1 --", '\u0000']));
  if (pick === 7) return '"\\ud800"';
  if (pick === 8) return '"\\u0000\\n\\t"';
  if (pick === 9) return '"bad \\x escape"';
  if (pick === 10) return JSON.stringify(rng.pick(['2026-11-22T10:15:00.000Z', '2026-11-22T10:15:00+01:00', '2026-02-30T00:00:00Z', '1970-01-01T00:00:00Z', '275760-09-13T00:00:00.000Z']));
  return JSON.stringify(randomText(rng, 40));
}

function jsonValue(rng: Rng, depth: number): string {
  const pick = rng.int(depth > 3 ? 6 : 9);
  if (pick <= 2) return jsonString(rng);
  if (pick === 3) return rng.pick(NUMBERS);
  if (pick === 4) return rng.pick(['true', 'false', 'null']);
  if (pick === 5) return rng.pick(['[]', '{}', '""']);
  if (pick === 6) return `[${Array.from({ length: rng.int(5) }, () => jsonValue(rng, depth + 1)).join(',')}]`;
  return jsonObject(rng, depth + 1, ALL_FIELDS);
}

function jsonObject(rng: Rng, depth: number, fields: readonly string[]): string {
  const pairs: string[] = [];
  const count = rng.int(8);
  for (let i = 0; i < count; i++) {
    const key = rng.chance(0.7) && fields.length > 0 ? rng.pick(fields) : rng.chance(0.5) ? rng.pick(DANGEROUS_KEYS) : randomText(rng, 12);
    pairs.push(`${JSON.stringify(key)}:${jsonValue(rng, depth)}`);
  }
  return `{${pairs.join(',')}}`;
}

/** A plausible body for `fields`: mostly right types, some wrong, so handlers run further. */
function plausibleBody(rng: Rng, fields: readonly string[]): string {
  const pairs = fields
    .filter(() => rng.chance(0.8))
    .map((field) => {
      const value = rng.chance(0.75) ? jsonString(rng) : jsonValue(rng, 2);
      return `${JSON.stringify(field)}:${value}`;
    });
  return `{${pairs.join(',')}}`;
}

function body(rng: Rng, fields: readonly string[]): Buffer | undefined {
  const pick = rng.int(100);
  if (pick < 16) return undefined;
  if (pick < 38) return Buffer.from(plausibleBody(rng, fields));
  if (pick < 55) return Buffer.from(jsonObject(rng, 0, fields));
  if (pick < 63) {
    const text = plausibleBody(rng, fields);
    return Buffer.from(text.slice(0, rng.int(text.length)));
  }
  if (pick < 70) {
    const text = Buffer.from(plausibleBody(rng, fields));
    const at = rng.int(text.length + 1);
    return Buffer.concat([text.subarray(0, at), Buffer.from(rng.pick([[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x82]])), text.subarray(at)]);
  }
  if (pick < 74) {
    const depth = rng.pick([100, 1000, 10_000, 100_000]);
    return Buffer.from(rng.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  }
  if (pick < 80) return Buffer.from(rng.pick(['[]', '[1,2,3]', `[${plausibleBody(rng, fields)}]`, '"text"', '42', 'null', 'true', '1e999', '']));
  if (pick < 86) {
    const pollute = rng.pick([
      '{"__proto__":{"polluted":true,"isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"__proto__":{"role":"admin"},"email":"p@p.co","password":"Pollute-1234","firstName":"P","lastName":"P"}',
      '{"status":"approved","__proto__":{"status":"approved","reason":"x"}}',
      '{"a":{"__proto__":{"polluted":1}},"b":[{"constructor":{"prototype":{"polluted":2}}}]}',
      '{"prototype":{"polluted":3},"__proto__":null}',
    ]);
    return Buffer.from(pollute);
  }
  if (pick < 89) {
    const size = rng.pick([100_001, 500_000, MIB - 20, MIB + 1, Math.floor(1.5 * MIB)]);
    const field = fields.length > 0 ? rng.pick(fields) : 'title';
    return Buffer.from(`{${JSON.stringify(field)}:"${'a'.repeat(size)}"}`);
  }
  if (pick < 94) return Buffer.from(Array.from({ length: rng.int(2048) }, () => rng.int(256)));
  return Buffer.concat([rng.pick(MAGIC), Buffer.from(Array.from({ length: rng.int(256) }, () => rng.int(256)))]);
}

export interface Ids {
  user: string[];
  trip: string[];
  product: string[];
  news: string[];
  contact: string[];
  legal: string[];
  upload: string[];
}

function param(rng: Rng, name: string, ids: Ids): string {
  const pick = rng.int(100);
  const real = (ids as unknown as Record<string, string[]>)[name];
  if (pick < 35 && real && real.length > 0) return encodeURIComponent(rng.pick(real));
  if (pick < 50 || (name === 'status' && pick < 70) || (name === 'type' && pick < 70)) return rng.pick(STATUS_WORDS);
  if (pick < 60) return encodeURIComponent(randomText(rng, 20)) || 'x';
  if (pick < 63) return 'x'.repeat(rng.pick([101, 3000]));
  return rng.pick(JUNK_PARAMS);
}

export interface Tokens {
  admin: string;
  diver: string;
}

function authorization(rng: Rng, tokens: Tokens): string | undefined {
  const pick = rng.int(100);
  if (pick < 35) return `Bearer ${tokens.admin}`;
  if (pick < 55) return `Bearer ${tokens.diver}`;
  if (pick < 90) return undefined;
  const [h = '', p = '', s = ''] = tokens.admin.split('.');
  return rng.pick([
    'Bearer',
    'Bearer ',
    'Bearer x.y.z',
    `Bearer ${h}.${p}.`,
    `Bearer ${h}.${p}.${s.slice(0, -2)}AA`,
    `Bearer ${'a'.repeat(5000)}`,
    `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    `bearer ${tokens.admin}`,
    `Bearer ${tokens.admin} extra`,
    `Bearer ${h}.${Buffer.from('{"sub":"__proto__","role":"admin","exp":99999999999,"iat":0,"email":"x"}').toString('base64url')}.${s}`,
  ]);
}

export type Case =
  | { kind: 'http'; method: string; path: string; headers: Record<string, string>; body?: Buffer }
  | { kind: 'socket'; label: string; payload: Buffer; halfClose: boolean; mayHang: boolean };

export function httpCase(rng: Rng, ids: Ids, tokens: Tokens): Case {
  const [routeMethod, template, fields] = rng.pick(ROUTES);
  let path = `${API}${template.replace(/:(\w+)/g, (_, name: string) => param(rng, name, ids))}`;
  const shape = rng.int(100);
  if (shape < 10) path += `?${rng.pick(['x=1', 'a=%ff', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'q=' + 'z'.repeat(2000), '&&==', 'page=-1&limit=1e9'])}`;
  else if (shape < 12 && routeMethod === 'GET') path += `?${listQuery(rng, rng.pick(LIST_ROUTES)[0]).query}`;
  else if (shape < 14) path = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  else if (shape < 17) path = path.replace(/\//g, rng.pick(['//', '/./']));
  else if (shape < 22) path = `${API}/${encodeURIComponent(randomText(rng, 30)) || 'x'}/${rng.pick(JUNK_PARAMS)}`;
  else if (shape < 25) path = rng.pick(['/', '/api', '/api/', '/api/v2/health', '/index.html', '/x/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', `${API}/..%2f..%2f..%2fetc%2fpasswd`]);
  const method = rng.chance(0.65) ? routeMethod : rng.pick(METHODS);
  const headers: Record<string, string> = {};
  const auth = authorization(rng, tokens);
  if (auth !== undefined) headers.authorization = auth;
  const payload = body(rng, fields);
  if (payload !== undefined || rng.chance(0.2)) {
    if (rng.chance(0.85)) headers['content-type'] = rng.chance(0.6) ? 'application/json' : rng.pick(CONTENT_TYPES);
  }
  if (template === '/uploads' && rng.chance(0.5)) headers['content-type'] = rng.pick(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
  if (rng.chance(0.15)) headers['accept-encoding'] = rng.pick(['gzip', 'br', 'gzip;q=0', '*', 'identity;q=0, *;q=0', 'x'.repeat(200)]);
  if (rng.chance(0.1)) headers[`x-fuzz-${rng.int(100)}`] = rng.pick(['', 'x'.repeat(rng.int(6000)), '\u00ff\u00fe', '()<>@,;:\\"/[]?={}']);
  if (rng.chance(0.05)) headers.origin = rng.pick(['https://evil.test', 'null']);
  // Frame every body (node:http sends a GET body without a length otherwise); length lies are socket cases.
  if (payload !== undefined) {
    if (rng.chance(0.05)) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = String(payload.length);
  }
  return { kind: 'http', method, path, headers, body: payload };
}

export function socketCase(rng: Rng, tokens: Tokens): Case {
  const [, template] = rng.pick(ROUTES.filter((r) => !r[1].includes(':')));
  const path = `${API}${template}`;
  const json = '{"email":"a@b.co","password":"x"}';
  const auth = rng.chance(0.5) ? `Authorization: Bearer ${tokens.admin}\r\n` : '';
  const pick = rng.int(10);
  const head = (method: string, extra: string): string => `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${auth}${extra}Connection: close\r\n\r\n`;
  switch (pick) {
    case 0:
      return { kind: 'socket', label: 'content-length longer than the body, then the client gives up', payload: Buffer.from(head('POST', `Content-Type: application/json\r\nContent-Length: ${json.length + 1 + rng.int(5000)}\r\n`) + json), halfClose: true, mayHang: true };
    case 1:
      return { kind: 'socket', label: 'content-length shorter than the body', payload: Buffer.from(head('POST', `Content-Type: application/json\r\nContent-Length: ${rng.int(json.length)}\r\n`) + json), halfClose: false, mayHang: false };
    case 2:
      return { kind: 'socket', label: 'content-length and transfer-encoding', payload: Buffer.from(head('POST', `Content-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n`) + `${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n`), halfClose: false, mayHang: false };
    case 3:
      return { kind: 'socket', label: 'invalid content-length', payload: Buffer.from(head('POST', `Content-Type: application/json\r\nContent-Length: ${rng.pick(['abc', '-1', '1e3', '99999999999999999999', '5, 6', ' '])}\r\n`) + json), halfClose: false, mayHang: false };
    case 4:
      return { kind: 'socket', label: 'garbage bytes', payload: Buffer.concat([Buffer.from(Array.from({ length: 1 + rng.int(300) }, () => rng.int(256))), Buffer.from('\r\n\r\n')]), halfClose: false, mayHang: false };
    case 5:
      return { kind: 'socket', label: 'raw bytes in the path', payload: Buffer.concat([Buffer.from(`GET ${API}/users/`), Buffer.from(rng.pick([[0x00], [0xff, 0xfe], [0x20, 0x20], [0x7f], [0xc3, 0xa9], [0x0b]])), Buffer.from(` HTTP/1.1\r\nHost: localhost\r\n${auth}Connection: close\r\n\r\n`)]), halfClose: false, mayHang: false };
    case 6:
      return { kind: 'socket', label: 'a huge header', payload: Buffer.from(head('GET', `X-Big: ${'b'.repeat(20_000 + rng.int(20_000))}\r\n`)), halfClose: false, mayHang: false };
    case 7:
      return { kind: 'socket', label: 'HTTP/1.0 without Host', payload: Buffer.from(`GET ${path} HTTP/1.0\r\n${auth}\r\n`), halfClose: false, mayHang: false };
    case 8:
      return { kind: 'socket', label: 'a bad chunk size', payload: Buffer.from(head('POST', 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n') + `zz\r\n${json}\r\n0\r\n\r\n`), halfClose: false, mayHang: false };
    default:
      return { kind: 'socket', label: 'a chunked body cut short', payload: Buffer.from(head('POST', 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n') + `ff\r\n${json}`), halfClose: true, mayHang: true };
  }
}


/** `count` cases from `seed`: about 4 % raw-socket cases (framing lies), the rest node:http requests. */
export function createCases(seed: number, count: number, ids: Ids, tokens: Tokens): Case[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => (rng.chance(0.04) ? socketCase(rng, tokens) : httpCase(rng, ids, tokens)));
}

// ---- List parameters (docs/api.md "Lists") ----

type AnySpec = ListSpec<never>;
/** Every list endpoint (status paths filled in) and the spec its query is read with. */
export const LIST_ROUTES: readonly [path: string, spec: AnySpec][] = [
  ['/users/', LIST_SPECS.users],
  ['/users/dive-buddy', LIST_SPECS.users],
  ...['all', 'pending', 'approved', 'rejected'].map((s): [string, AnySpec] => [`/users/dive-master/${s}`, LIST_SPECS.diveMasters]),
  ['/trips/', LIST_SPECS.trips],
  ...['pending', 'approved', 'rejected'].map((s): [string, AnySpec] => [`/trips/all-trips/${s}`, LIST_SPECS.trips]),
  ['/products/', LIST_SPECS.products],
  ...['pending', 'approved', 'rejected'].map((s): [string, AnySpec] => [`/products/all-products/${s}`, LIST_SPECS.products]),
  ['/news/', LIST_SPECS.news],
  ['/contact/', LIST_SPECS.contact],
];

const BAD_PAGES = ['0', '-1', '1.5', 'abc', '', '1e3', '0x10', ' 1', '99999999999', '\uff11', 'NaN', 'Infinity', '__proto__'];
const BAD_SIZES = ['0', '101', '1000', '-5', 'x', '', '2.5', '1e2', '100000000000'];
const BAD_SORTS = ['password', 'passwordHash', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'name;drop', 'NAME', 'createdAt ', 'history'];
const BAD_ORDERS = ['ASC', 'Desc', 'up', '1', 'desc ', '__proto__', '-1'];
const BAD_VALUES = ['__proto__', 'constructor', 'toString', 'pending,approved', 'ALL', '*', '%', 'null', ' pending'];

/**
 * A list query for `path`: valid parameters, and with some chance exactly one bad one (`bad`
 * names it: the 400 must name it and nothing else).
 */
export function listQuery(rng: Rng, path: string): { query: string; bad: string | null } {
  const spec = (LIST_ROUTES.find((r) => r[0] === path) ?? LIST_ROUTES[0])[1];
  const params = new URLSearchParams();
  params.set('page', String(1 + rng.int(rng.chance(0.8) ? 3 : 500)));
  if (rng.chance(0.6)) params.set('pageSize', String(1 + rng.int(100)));
  if (rng.chance(0.4)) params.set('q', randomText(rng, 12));
  const sorts = Object.keys(spec.sort);
  if (rng.chance(0.5)) params.set('sort', rng.pick(sorts));
  if (rng.chance(0.5)) params.set('order', rng.pick(['asc', 'desc']));
  const filters = Object.entries(spec.filters);
  for (const [name, filter] of filters) if (rng.chance(0.3)) params.set(name, rng.pick(filter.values));
  if (rng.chance(0.2)) params.set(rng.pick(['limit', 'offset', 'x', '__proto__', 'constructor']), randomText(rng, 6));
  let bad: string | null = null;
  if (rng.chance(0.6)) {
    const which = rng.int(6);
    if (which === 0) params.set((bad = 'page'), rng.pick(BAD_PAGES));
    else if (which === 1) params.set((bad = 'pageSize'), rng.pick(BAD_SIZES));
    else if (which === 2) params.set((bad = 'sort'), rng.pick(BAD_SORTS));
    else if (which === 3) params.set((bad = 'order'), rng.pick(BAD_ORDERS));
    else if (which === 4) params.set((bad = 'q'), `${rng.pick(['z', '\u00e9', ' a'])}`.repeat(201).trim().padEnd(201, 'z'));
    else {
      const [name, filter] = rng.pick(filters);
      const value = rng.chance(0.3) ? (rng.pick(filter.values).toUpperCase() + '!') : rng.pick(BAD_VALUES);
      params.set((bad = name), value);
    }
  }
  return { query: params.toString(), bad };
}

/** `count` list requests from `seed`: a path and a query, with the bad parameter if any. */
export function createListCases(seed: number, count: number): { path: string; query: string; bad: string | null }[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => {
    const [path] = rng.pick(LIST_ROUTES);
    return { path, ...listQuery(rng, path) };
  });
}
