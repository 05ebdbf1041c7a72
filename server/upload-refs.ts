/**
 * What a stored upload URL may be, and who may read an upload.
 *
 * - Every stored image URL (a news cover, an avatar, a certification document) is an upload of
 *   ours: `/api/v1/uploads/<name>` with a name the server gave and a file that exists. Anything
 *   else (another site, `/api/v1/dev/outbox`, `../../etc/passwd`) is a 400 naming the field.
 * - Uploads are public images (news covers, trip and product photos, avatars) unless they are
 *   documents: uploaded with `?purpose=document` (the server names them `doc-…`), or named by a
 *   certification's `documentUrl` (the demo's and older stores' documents). A document is served
 *   only to admins and to the users whose certification names it, never cached on the way.
 */
import { API_PREFIX } from '../src/contract';
import type { App } from './context';
import type { Store } from './store/interface';
import type { StoredUser } from './store/types';
import type { Fields } from './validate';

/** Names the server hands out (and the demo images use). */
export const UPLOAD_NAME = /^[A-Za-z0-9_-]{1,100}\.(png|jpg|jpeg|webp|gif)$/;
/** Prefix of the names of uploads made as documents. */
export const DOCUMENT_PREFIX = 'doc-';

const UPLOADS_PATH = `${API_PREFIX}/uploads/`;
const URL_MAX = 2048;

/** The upload name in a stored URL (`/api/v1/uploads/<name>`), or null. */
export function uploadNameOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_PATH)) return null;
  const name = url.slice(UPLOADS_PATH.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

/** True when the upload `name` is a document (private), false for a public image. */
export async function isDocument(store: Store, name: string): Promise<boolean> {
  return name.startsWith(DOCUMENT_PREFIX) || (await store.documentOwners(name)).size > 0;
}

/** True when `user` may read the document `name`: an admin, or a user whose certification names it. */
export async function mayReadDocument(store: Store, user: StoredUser | null, name: string): Promise<boolean> {
  if (!user) return false;
  return user.role === 'admin' || (await store.documentOwners(name)).has(user.id);
}

/** What a stored upload URL must be: a public image, or a document. */
export type UploadKind = 'image' | 'document';

/**
 * Reads the nullable upload URL field `name` of `f`: its shape now, and (awaited) that the upload
 * exists and is of `kind`. Errors are recorded on `f`, as every field check does.
 */
export async function readUploadUrl(app: App, f: Fields, name: string, kind: UploadKind): Promise<string | null | undefined> {
  const url = f.nullableString(name, URL_MAX, (text) => (uploadNameOf(text) ? null : 'Must be an image uploaded here (/api/v1/uploads/…).'));
  const file = url ? uploadNameOf(url) : null;
  if (!url || !file) return url;
  if (!(await app.uploads.exists(file))) return f.fail(name, 'No upload has this name: upload the image first.');
  const document = await isDocument(app.store, file);
  if (kind === 'image' && document) return f.fail(name, 'A document cannot be shown as a public image.');
  if (kind === 'document' && !document) return f.fail(name, 'Must be uploaded as a document (POST /uploads?purpose=document).');
  return url;
}
