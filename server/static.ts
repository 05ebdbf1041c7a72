/**
 * Serving the built SPA from `dist/`: right types, a year of immutable caching for hashed assets
 * (`/assets/…-XXXXXXXX.ext`), `no-cache` for the rest, `index.html` for every other path (client
 * routing), gzip or brotli from an in-memory cache, and nothing outside the folder, ever. The build
 * writes each text file's `.br` and `.gz` beside it (build.mjs `precompress`); those are what the
 * cache starts from, so no request waits for brotli (a file is compressed here only when the build
 * left none, as in `npm run dev`), and they are never answered as files of their own.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { ApiError, notFound } from './http/errors';
import { HTML_CSP, pickEncoding } from './http/respond';
import type { Encoding } from './http/respond';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg']);
const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]*-[A-Z0-9]{8}\.[^/]+$/;
const MIN_COMPRESS_BYTES = 512;
const YEAR_S = 365 * 24 * 3600;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The files the build compresses beforehand, by their suffix. */
const PRECOMPRESSED: readonly [Encoding, string][] = [['br', '.br'], ['gzip', '.gz']];

/** The bytes of `real` + `suffix` when the build wrote it after `real` (so it is `real`'s); else null. */
async function precompressed(real: string, suffix: string, sourceMtimeMs: number): Promise<Buffer | null> {
  try {
    const info = await stat(real + suffix);
    return info.isFile() && info.mtimeMs >= sourceMtimeMs ? await readFile(real + suffix) : null;
  } catch {
    return null;
  }
}

interface CachedFile {
  key: string;
  bytes: Buffer;
  etag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/**
 * The path below the root for a raw URL path, or null when it could leave the folder or is not
 * clean: bad escapes, NUL, backslashes, `.`/`..` or hidden segments.
 */
export function safeRelativePath(rawPath: string): string | null {
  if (/%(00|5c|2f)/i.test(rawPath) || rawPath.includes('\\') || rawPath.includes('\0')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.'))) return null;
  return segments.join('/');
}

/** Answers non-API requests from `root`; see the module comment. */
export class StaticSite {
  private readonly cache = new Map<string, CachedFile>();
  private rootReal: string | null = null;

  constructor(private readonly root: string) {}

  /** True when `root` holds an `index.html`. */
  async available(): Promise<boolean> {
    try {
      return (await stat(join(this.root, 'index.html'))).isFile();
    } catch {
      return false;
    }
  }

  private async load(relative: string): Promise<CachedFile | null> {
    const path = join(this.root, relative);
    try {
      this.rootReal ??= await realpath(this.root);
      const real = await realpath(path);
      if (!real.startsWith(this.rootReal + sep)) return null;
      const info = await stat(real);
      if (!info.isFile()) return null;
      const key = `${info.size}-${info.mtimeMs}`;
      const hit = this.cache.get(relative);
      if (hit && hit.key === key) return hit;
      const bytes = await readFile(real);
      const entry: CachedFile = { key, bytes, etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, encoded: new Map() };
      for (const [encoding, suffix] of PRECOMPRESSED) {
        const encoded = await precompressed(real, suffix, info.mtimeMs);
        if (encoded) entry.encoded.set(encoding, Promise.resolve(encoded));
      }
      this.cache.set(relative, entry);
      return entry;
    } catch {
      return null;
    }
  }

  private encode(file: CachedFile, encoding: Encoding): Promise<Buffer> {
    let pending = file.encoded.get(encoding);
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotliAsync(file.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: file.bytes.length } })
          : encoding === 'gzip'
            ? gzipAsync(file.bytes, { level: 9 })
            : Promise.resolve(file.bytes);
      file.encoded.set(encoding, pending);
    }
    return pending;
  }

  /** Answers `GET`/`HEAD` for `rawPath` (the URL path without query). */
  async handle(req: IncomingMessage, res: ServerResponse, rawPath: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new ApiError('METHOD_NOT_ALLOWED', 'This method is not allowed here.', { headers: { Allow: 'GET, HEAD' } });
    }
    const relative = safeRelativePath(rawPath);
    if (relative === null) throw notFound('This file');
    // A precompressed copy is a body of its file, never a file of its own.
    if (PRECOMPRESSED.some(([, suffix]) => relative.endsWith(suffix))) throw notFound('This file');
    let name = relative === '' ? 'index.html' : relative;
    let file = await this.load(name);
    if (!file) {
      if (relative.startsWith('assets/')) throw notFound('This file');
      name = 'index.html';
      file = await this.load(name);
      if (!file) throw notFound('This page');
    }
    const ext = extname(name).toLowerCase();
    const type = TYPES[ext] ?? 'application/octet-stream';
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', HASHED_ASSET.test(name) ? `public, max-age=${YEAR_S}, immutable` : 'no-cache');
    res.setHeader('ETag', file.etag);
    if (ext === '.html') res.setHeader('Content-Security-Policy', HTML_CSP);
    const compressible = COMPRESSIBLE.has(ext) && file.bytes.length >= MIN_COMPRESS_BYTES;
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === file.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : 'identity';
    const body = await this.encode(file, encoding);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.statusCode = 200;
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}
