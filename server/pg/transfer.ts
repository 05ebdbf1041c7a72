/**
 * Moving a whole store between the embedded store (DATA_DIR) and PostgreSQL (DATABASE_URL), or to
 * a backup: `npm run store:export` writes every record and upload as JSON Lines, and
 * `npm run store:import` reads such a file into an EMPTY store (it never merges into or overwrites
 * data). The file starts with a header line and ends with a line counting what it holds, so a
 * truncated file is refused rather than half imported. Records are in collection order, then id
 * order, so two exports of equal stores hold equal lines (up to key order within a record).
 *
 * The token signing secret is not exported: after a move everyone signs in again.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import type { Sql } from 'postgres';
import { EmbeddedStore } from '../store/store';
import { COLLECTIONS } from '../store/types';
import type { CollectionName, Snapshot } from '../store/types';
import { fsyncDir, writeFileSynced } from '../store/files';
import { UPLOAD_NAME } from '../upload-refs';
import { migrate } from './migrate';
import { putSnapshot, readAll, tableOf } from './records';
import { markListRows } from './list-version';

export const EXPORT_FORMAT = 'diving-store-export';
export const EXPORT_VERSION = 1;

/** One uploaded file. */
export interface UploadFile {
  name: string;
  bytes: Buffer;
}

/** Everything a store holds that an export carries. */
export interface StoreContents {
  snapshot: Snapshot;
  uploads: UploadFile[];
}

/** The file cannot be imported, or the target is not empty. */
export class TransferError extends Error {
  override name = 'TransferError';
}

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function emptySnapshot(): Snapshot {
  return Object.fromEntries(COLLECTIONS.map((c) => [c, []])) as unknown as Snapshot;
}

/** Writes `contents` to `path` as an export file. */
export async function writeExportFile(path: string, contents: StoreContents): Promise<{ records: number; uploads: number }> {
  const out = createWriteStream(path, { mode: 0o600 });
  const write = async (value: object): Promise<void> => {
    if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
  };
  let records = 0;
  await write({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date().toISOString() });
  for (const collection of COLLECTIONS) {
    for (const record of [...contents.snapshot[collection]].sort(byId)) {
      await write({ collection, record });
      records += 1;
    }
  }
  const uploads = [...contents.uploads].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const upload of uploads) await write({ upload: upload.name, base64: upload.bytes.toString('base64') });
  await write({ end: true, records, uploads: uploads.length });
  out.end();
  await once(out, 'finish');
  return { records, uploads: uploads.length };
}

/** Reads an export file; throws `TransferError` naming the line of anything wrong. */
export async function readExportFile(path: string): Promise<StoreContents> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  const snapshot = emptySnapshot();
  const uploads: UploadFile[] = [];
  let number = 0;
  let records = 0;
  let end: { records: number; uploads: number } | null = null;
  for await (const line of lines) {
    number += 1;
    if (line.trim() === '') continue;
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new TransferError(`${path}:${number}: not JSON`);
    }
    if (number === 1) {
      if (value.format !== EXPORT_FORMAT || value.version !== EXPORT_VERSION) throw new TransferError(`${path}: not a ${EXPORT_FORMAT} file of version ${EXPORT_VERSION}`);
      continue;
    }
    if (end) throw new TransferError(`${path}:${number}: lines after the end line`);
    if (typeof value.collection === 'string') {
      const collection = value.collection as CollectionName;
      const record = value.record as { id?: unknown } | null;
      if (!COLLECTIONS.includes(collection)) throw new TransferError(`${path}:${number}: unknown collection ${value.collection}`);
      if (record === null || typeof record !== 'object' || typeof record.id !== 'string') throw new TransferError(`${path}:${number}: a record without an id`);
      (snapshot[collection] as object[]).push(record);
      records += 1;
    } else if (typeof value.upload === 'string') {
      if (!UPLOAD_NAME.test(value.upload)) throw new TransferError(`${path}:${number}: upload name not allowed: ${value.upload}`);
      uploads.push({ name: value.upload, bytes: Buffer.from(String(value.base64 ?? ''), 'base64') });
    } else if (value.end === true) {
      end = { records: Number(value.records), uploads: Number(value.uploads) };
    } else {
      throw new TransferError(`${path}:${number}: unknown line`);
    }
  }
  if (!end) throw new TransferError(`${path}: no end line (the file is truncated)`);
  if (end.records !== records || end.uploads !== uploads.length) throw new TransferError(`${path}: the end line counts ${end.records} records and ${end.uploads} uploads, the file holds ${records} and ${uploads.length}`);
  return { snapshot, uploads };
}

/** The contents of the embedded store in `dataDir`, each collection in id order. */
export async function readEmbedded(dataDir: string): Promise<StoreContents> {
  if (!existsSync(join(dataDir, 'store', 'meta.json'))) throw new TransferError(`There is no store in ${dataDir}`);
  const { store } = await EmbeddedStore.open(dataDir, () => Promise.reject(new TransferError('the store exists')), { listCacheBytes: 0 });
  const snapshot = Object.fromEntries(await Promise.all(COLLECTIONS.map(async (c) => [c, (await store.find(c)).sort(byId)]))) as unknown as Snapshot;
  await store.close();
  const uploadsDir = join(dataDir, 'uploads');
  const names = existsSync(uploadsDir) ? (await readdir(uploadsDir)).filter((name) => UPLOAD_NAME.test(name)) : [];
  const uploads: UploadFile[] = [];
  for (const name of names.sort()) uploads.push({ name, bytes: await readFile(join(uploadsDir, name)) });
  return { snapshot, uploads };
}

/** Creates the embedded store in `dataDir` from `contents`; refuses when one exists. */
export async function writeEmbedded(dataDir: string, contents: StoreContents): Promise<void> {
  if (existsSync(join(dataDir, 'store'))) throw new TransferError(`${dataDir} already holds a store; import only into an empty one`);
  const uploadsDir = join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  for (const upload of contents.uploads) await writeFileSynced(join(uploadsDir, upload.name), upload.bytes, 0o644);
  await fsyncDir(uploadsDir);
  const { store, seeded } = await EmbeddedStore.open(dataDir, async () => contents.snapshot, { listCacheBytes: 0 });
  await store.close();
  if (!seeded) throw new TransferError(`${dataDir} already holds a store; import only into an empty one`);
}

/** The contents of the PostgreSQL database, each collection in id order. */
export async function readPostgres(sql: Sql): Promise<StoreContents> {
  const snapshot = emptySnapshot();
  for (const collection of COLLECTIONS) (snapshot[collection] as { id: string }[]).push(...(await readAll(sql, collection)).sort(byId));
  const rows = await sql<{ name: string; bytes: Buffer }[]>`SELECT name, bytes FROM uploads ORDER BY name COLLATE "C"`;
  return { snapshot, uploads: rows.map((row) => ({ name: row.name, bytes: Buffer.from(row.bytes) })) };
}

/** Migrates the database and writes `contents` in one transaction; refuses when it holds records. */
export async function writePostgres(sql: Sql, contents: StoreContents): Promise<void> {
  await migrate(sql);
  await sql.begin(async (tx) => {
    for (const collection of COLLECTIONS) {
      const [row] = await tx<{ any: boolean }[]>`SELECT EXISTS (SELECT 1 FROM ${tableOf(tx, collection)}) AS any`;
      if (row?.any) throw new TransferError(`The database already holds ${collection}; import only into an empty one`);
    }
    const [uploaded] = await tx<{ any: boolean }[]>`SELECT EXISTS (SELECT 1 FROM uploads) AS any`;
    if (uploaded?.any) throw new TransferError('The database already holds uploads; import only into an empty one');
    await putSnapshot(tx, contents.snapshot);
    await markListRows(tx);
    // An imported store is not empty: the server's first start must not seed demo data over it.
    await tx`INSERT INTO settings (key, value) VALUES ('seeded', ${JSON.stringify({ at: new Date().toISOString(), imported: true })}::text::jsonb) ON CONFLICT (key) DO NOTHING`;
    for (const upload of contents.uploads) {
      await tx`INSERT INTO uploads (name, content_type, bytes) VALUES (${upload.name}, ${contentTypeOf(upload.name)}, ${upload.bytes})`;
    }
  });
}
