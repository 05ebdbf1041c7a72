/**
 * Where uploaded files live: files in `DATA_DIR/uploads` for the embedded store; in PostgreSQL
 * (`uploads`, bytea; server/pg/uploads.ts) when the server runs on it, so that every process on
 * every machine serves every upload. Files already in the folder (a store imported with
 * `store:import`) are still served from it on PostgreSQL. The demo pictures are neither: they ship
 * with the server (server/demo/images.ts), so every process of either store serves them from
 * there. Their names are never an upload's (those are random), so a demo name is looked up nowhere else.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_NAMES, PICTURES_DIR, isImageName } from './demo/images';
import type { PgPool } from './pg/pool';
import { getUpload, putUpload, uploadExists } from './pg/uploads';
import { fsyncDir, replaceFile } from './store/files';

export interface UploadStore {
  /** Keeps a new upload (names are random and the server's own). */
  put(name: string, contentType: string, bytes: Buffer): Promise<void>;
  /** The bytes of upload `name`, or undefined. */
  read(name: string): Promise<Buffer | undefined>;
  exists(name: string): Promise<boolean>;
}

async function fileExists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function readIfThere(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

let shipped: Promise<ReadonlyMap<string, Buffer>> | null = null;

/** The shipped demo pictures by name, read on the first ask (about 130 KB) and kept; a failed read is tried again next time. */
function shippedPictures(): Promise<ReadonlyMap<string, Buffer>> {
  shipped ??= Promise.all(IMAGE_NAMES.map(async (name) => [name, await readFile(join(PICTURES_DIR, name))] as const)).then(
    (entries) => new Map(entries),
    (error: unknown) => {
      shipped = null;
      throw error;
    },
  );
  return shipped;
}

/**
 * `store` with the demo pictures in front: a demo picture's name is answered from the shipped
 * files and looked up nowhere else, since upload names are random and never one of them.
 */
function withDemoPictures(store: UploadStore): UploadStore {
  return {
    put: (name, contentType, bytes) => store.put(name, contentType, bytes),
    async read(name) {
      if (!isImageName(name)) return store.read(name);
      const bytes = (await shippedPictures()).get(name);
      return bytes && Buffer.from(bytes);
    },
    async exists(name) {
      return isImageName(name) ? (await shippedPictures()).has(name) : store.exists(name);
    },
  };
}

/** Uploads as files in `dir`, and the demo pictures. */
export function fileUploads(dir: string): UploadStore {
  return withDemoPictures({
    async put(name, _contentType, bytes) {
      await replaceFile(dir, name, bytes);
      await fsyncDir(dir);
    },
    read: (name) => readIfThere(join(dir, name)),
    exists: (name) => fileExists(join(dir, name)),
  });
}

/** Uploads in the `uploads` table of `pool`, then as files in `dir`, and the demo pictures. */
export function pgUploads(pool: PgPool, dir: string): UploadStore {
  return withDemoPictures({
    async put(name, contentType, bytes) {
      if (!(await pool.run((sql) => putUpload(sql, name, contentType, bytes)))) throw new Error(`upload name ${name} taken`);
    },
    async read(name) {
      const stored = await pool.run((sql) => getUpload(sql, name));
      return stored?.bytes ?? readIfThere(join(dir, name));
    },
    async exists(name) {
      return (await pool.run((sql) => uploadExists(sql, name))) || fileExists(join(dir, name));
    },
  });
}
