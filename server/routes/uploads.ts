/**
 * `/uploads`: images stored as `<dataDir>/uploads/<random>.<ext>`. The declared type must be one of
 * UPLOAD_TYPES and the bytes must match it (magic numbers), else 415.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { API_PREFIX, LIMITS, UPLOAD_TYPES } from '../../src/contract';
import type { UploadType } from '../../src/contract';
import type { RequestContext } from '../context';
import { ApiError, notFound } from '../http/errors';
import { mediaType, readBody } from '../http/body';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import { fsyncDir, replaceFile } from '../store/files';
import { param } from './common';
import type { Routes } from './common';

const EXTENSION: Record<UploadType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const TYPE_OF_EXTENSION: Record<string, UploadType> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
/** Names the server hands out (and the demo images use). */
export const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,100}\.(png|jpg|jpeg|webp|gif)$/;

const unsupported = (): ApiError =>
  new ApiError('UNSUPPORTED_MEDIA_TYPE', `Upload a PNG, JPEG, WebP or GIF image (Content-Type: ${UPLOAD_TYPES.join(', ')}).`);

/** The image type the bytes start with, or null. */
export function sniffImage(bytes: Buffer): UploadType | null {
  const ascii = (start: number, end: number): string => bytes.subarray(start, end).toString('latin1');
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

async function upload(rc: RequestContext): Promise<void> {
  requireAdmin(rc);
  const type = mediaType(rc.req);
  if (!(UPLOAD_TYPES as readonly string[]).includes(type)) throw unsupported();
  const bytes = await readBody(rc.req, LIMITS.uploadBytes);
  if (sniffImage(bytes) !== type) throw unsupported();
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION[type as UploadType]}`;
  await replaceFile(rc.app.uploadsDir, name, bytes);
  await fsyncDir(rc.app.uploadsDir);
  sendData(rc.res, 201, { url: `${API_PREFIX}/uploads/${name}` });
}

async function serve(rc: RequestContext): Promise<void> {
  const name = param(rc, 'name');
  const match = UPLOAD_NAME.exec(name);
  const type = match?.[1] ? TYPE_OF_EXTENSION[match[1]] : undefined;
  if (!type) throw notFound('The file');
  let bytes: Buffer;
  try {
    bytes = await readFile(join(rc.app.uploadsDir, name));
  } catch {
    throw notFound('The file');
  }
  const { res } = rc;
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', bytes.length);
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.end(bytes);
}

/** Adds the upload routes. */
export function addUploadRoutes(routes: Routes): void {
  routes.add('POST', '/uploads', upload).add('GET', '/uploads/:name', serve);
}
