/**
 * Where uploaded files live: files in `DATA_DIR/uploads` for the embedded store; in PostgreSQL
 * (`uploads`, bytea; server/pg/uploads.ts) when the server runs on it, so that every process on
 * every machine serves every upload. Files already in the folder (the demo pictures a start seeds,
 * a store imported with `store:import`) are still served from it on PostgreSQL.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
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

export function fileUploads(dir: string): UploadStore {
  return {
    async put(name, _contentType, bytes) {
      await replaceFile(dir, name, bytes);
      await fsyncDir(dir);
    },
    read: (name) => readIfThere(join(dir, name)),
    exists: (name) => fileExists(join(dir, name)),
  };
}

export function pgUploads(pool: PgPool, dir: string): UploadStore {
  return {
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
  };
}
