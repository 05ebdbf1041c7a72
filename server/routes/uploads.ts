/**
 * `/uploads`: images stored as `<dataDir>/uploads/<random>.<ext>` (or in PostgreSQL), and the
 * shipped demo pictures (server/uploads.ts). The declared type must be one of
 * UPLOAD_TYPES and the bytes must match it (magic numbers), else 415; the header's width × height
 * must be at most IMAGE_MAX_MEGAPIXELS, else 400. `?purpose=document` makes a document: served
 * only to admins and its owner, `Cache-Control: private, no-store` (see upload-refs.ts).
 */
import { randomBytes } from 'node:crypto';
import { API_PREFIX, LIMITS, UPLOAD_TYPES } from '../../src/contract';
import type { UploadType } from '../../src/contract';
import type { RequestContext } from '../context';
import { ApiError, fieldError, notFound } from '../http/errors';
import { mediaType, readBody } from '../http/body';
import { sendData } from '../http/respond';
import { optionalUser, requireAdmin } from '../auth/guard';
import { readImageSize, sniffImage } from '../image-header';
import { DOCUMENT_PREFIX, UPLOAD_NAME, isDocument, mayReadDocument } from '../upload-refs';
import { param } from './common';
import { queryOf } from './lists';
import type { Routes } from './common';

const EXTENSION: Record<UploadType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const TYPE_OF_EXTENSION: Record<string, UploadType> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

const unsupported = (): ApiError =>
  new ApiError('UNSUPPORTED_MEDIA_TYPE', `Upload a PNG, JPEG, WebP or GIF image (Content-Type: ${UPLOAD_TYPES.join(', ')}).`);

/** 400 for an image of more pixels than the setting allows; `details` gives the numbers for a client's own words. */
function tooManyPixels(width: number, height: number, maxMegapixels: number): ApiError {
  const megapixels = Math.round((width * height) / 100_000) / 10;
  return new ApiError('VALIDATION_FAILED', `The image is ${width} × ${height} pixels (${megapixels} megapixels); the limit is ${maxMegapixels} megapixels.`, {
    errors: [{ field: 'file', message: `At most ${maxMegapixels} megapixels (this image is ${width} × ${height}).` }],
    details: { width, height, maxMegapixels },
  });
}

const PURPOSES = ['image', 'document'] as const;

async function upload(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  const purpose = queryOf(rc).get('purpose') ?? 'image';
  if (!(PURPOSES as readonly string[]).includes(purpose)) throw fieldError('purpose', `Must be one of: ${PURPOSES.join(', ')}.`);
  const type = mediaType(rc.req);
  if (!(UPLOAD_TYPES as readonly string[]).includes(type)) throw unsupported();
  const bytes = await readBody(rc.req, LIMITS.uploadBytes);
  if (sniffImage(bytes) !== type) throw unsupported();
  const size = readImageSize(bytes, type as UploadType);
  if (!size) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The image’s width and height cannot be read from its header.');
  if (size.width * size.height > rc.app.config.imageMaxMegapixels * 1_000_000) throw tooManyPixels(size.width, size.height, rc.app.config.imageMaxMegapixels);
  const name = `${purpose === 'document' ? DOCUMENT_PREFIX : ''}${randomBytes(16).toString('hex')}.${EXTENSION[type as UploadType]}`;
  await rc.app.uploads.put(name, type, bytes);
  sendData(rc.res, 201, { url: `${API_PREFIX}/uploads/${name}` });
}

async function serve(rc: RequestContext): Promise<void> {
  const name = param(rc, 'name');
  const match = UPLOAD_NAME.exec(name);
  const type = match?.[1] ? TYPE_OF_EXTENSION[match[1]] : undefined;
  if (!type) throw notFound('The file');
  const document = await isDocument(rc.app.store, name);
  if (document) {
    const user = await optionalUser(rc);
    if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
    // Someone else's document is answered as if it did not exist.
    if (!(await mayReadDocument(rc.app.store, user, name))) throw notFound('The file');
  }
  const bytes = await rc.app.uploads.read(name);
  if (!bytes) throw notFound('The file');
  const { res } = rc;
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', bytes.length);
  res.setHeader('Cache-Control', document ? 'private, no-store' : 'public, max-age=86400');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.end(bytes);
}

/** Adds the upload routes. */
export function addUploadRoutes(routes: Routes): void {
  // Uploads are the pictures of news and of people's profiles; an auditor or a reviewer adds none.
  routes.add('POST', '/uploads', ['content.write', 'people.write'], upload).add('GET', '/uploads/:name', 'public', serve);
}
