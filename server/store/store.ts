/**
 * The durable embedded store. State lives in memory; each record is one file
 * `<dataDir>/store/<collection>/<file>.json` (file: the id when it is [A-Za-z0-9_-]{1,100},
 * else `~<sha256 of id>`), holding the record as JSON. `<dataDir>/store/meta.json` is
 * `{ "format": 1 }`. A fresh store is written complete in `store.staging/` and renamed into place,
 * so a crash while seeding leaves no half store. Mutations run one at a time through a queue; each
 * is answered only after its files are replaced atomically and the directory is flushed.
 */
import { mkdir, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { COLLECTIONS } from './types';
import type { CollectionName, Collections, Snapshot } from './types';
import { TMP_SUFFIX, forEachLimit, fsyncDir, replaceFile, writeFileSynced } from './files';

/** On-disk format version in meta.json. */
export const STORE_FORMAT = 1;
const IO_PARALLEL = 64;

/** The store cannot be read (or created); the server must stop and leave the files alone. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** Changes collected by a transaction callback. */
export interface Transaction {
  put<C extends CollectionName>(collection: C, record: Collections[C]): void;
  remove(collection: CollectionName, id: string): void;
}

type Change = { collection: CollectionName; id: string; record: object | null };

/** One committed change of one record: what it was (null: created) and is (null: deleted). */
export interface CommittedChange {
  collection: CollectionName;
  id: string;
  before: object | null;
  after: object | null;
}

function fileName(id: string): string {
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? `${id}.json` : `~${createHash('sha256').update(id).digest('hex')}.json`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Writes `snapshot` as a complete store at `<dataDir>/store` (staged, then renamed). */
async function writeSnapshot(dataDir: string, snapshot: Snapshot): Promise<void> {
  const staging = join(dataDir, 'store.staging');
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  for (const collection of COLLECTIONS) {
    const dir = join(staging, collection);
    await mkdir(dir, { mode: 0o700 });
    const records: readonly { id: string }[] = snapshot[collection];
    await forEachLimit(records, IO_PARALLEL, (record) => writeFileSynced(join(dir, fileName(record.id)), JSON.stringify(record)));
    await fsyncDir(dir);
  }
  await writeFileSynced(join(staging, 'meta.json'), JSON.stringify({ format: STORE_FORMAT }));
  await fsyncDir(staging);
  await rename(staging, join(dataDir, 'store'));
  await fsyncDir(dataDir);
}

/** The in-memory state with durable, serialized mutations. */
export class Store {
  private readonly maps = new Map<CollectionName, Map<string, object>>();
  private readonly versions = new Map<CollectionName, number>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners: ((changed: ReadonlySet<CollectionName>, changes: readonly CommittedChange[]) => void)[] = [];
  private readonly derivers: ((changes: readonly CommittedChange[], tx: Transaction) => void)[] = [];

  private constructor(private readonly root: string) {
    for (const collection of COLLECTIONS) {
      this.maps.set(collection, new Map());
      this.versions.set(collection, 0);
    }
  }

  /**
   * Opens `<dataDir>/store`; when there is none, `seed()` provides the first records. Throws
   * `StoreError` when the store exists but cannot be read; it is never overwritten then.
   */
  static async open(dataDir: string, seed: () => Promise<Snapshot>): Promise<{ store: Store; seeded: boolean }> {
    const root = join(dataDir, 'store');
    let seeded = false;
    try {
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      await rm(join(dataDir, 'store.staging'), { recursive: true, force: true });
      if (!(await exists(root))) {
        await writeSnapshot(dataDir, await seed());
        seeded = true;
      }
    } catch (error) {
      throw new StoreError(`Cannot create the store in ${dataDir}: ${(error as Error).message}`);
    }
    const store = new Store(root);
    await store.load();
    return { store, seeded };
  }

  private async load(): Promise<void> {
    const metaPath = join(this.root, 'meta.json');
    let meta: unknown;
    try {
      meta = JSON.parse(await readFile(metaPath, 'utf8'));
    } catch (error) {
      throw new StoreError(`Cannot read the store: ${metaPath} is missing or not valid JSON (${(error as Error).message})`);
    }
    const format = meta !== null && typeof meta === 'object' ? (meta as { format?: unknown }).format : undefined;
    if (format !== STORE_FORMAT) {
      throw new StoreError(`Cannot read the store: ${metaPath} has format ${String(format)}, expected ${STORE_FORMAT}`);
    }
    for (const collection of COLLECTIONS) await this.loadCollection(collection);
  }

  private async loadCollection(collection: CollectionName): Promise<void> {
    const dir = join(this.root, collection);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new StoreError(`Cannot read the store folder ${dir}: ${(error as Error).message}`);
    }
    const map = this.maps.get(collection) as Map<string, object>;
    await forEachLimit(names, IO_PARALLEL, async (name) => {
      const path = join(dir, name);
      if (name.endsWith(TMP_SUFFIX)) {
        await unlink(path);
        return;
      }
      if (!name.endsWith('.json')) return;
      let record: unknown;
      try {
        record = JSON.parse(await readFile(path, 'utf8'));
      } catch (error) {
        throw new StoreError(`Cannot read the store: ${path} is not valid JSON (${(error as Error).message})`);
      }
      const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
      if (typeof id !== 'string' || fileName(id) !== name) {
        throw new StoreError(`Cannot read the store: ${path} does not hold a record with a matching id`);
      }
      map.set(id, record as object);
    });
  }

  /** The record `id` of `collection`, or undefined. Treat it as read-only. */
  get<C extends CollectionName>(collection: C, id: string): Collections[C] | undefined {
    return this.maps.get(collection)?.get(id) as Collections[C] | undefined;
  }

  /** Every record of `collection`, in no particular order. Treat them as read-only. */
  all<C extends CollectionName>(collection: C): Collections[C][] {
    return [...(this.maps.get(collection)?.values() ?? [])] as Collections[C][];
  }

  /** Number of records in `collection`. */
  count(collection: CollectionName): number {
    return this.maps.get(collection)?.size ?? 0;
  }

  /** Increases on every committed change of `collection`; a cache key for derived data. */
  version(collection: CollectionName): number {
    return this.versions.get(collection) ?? 0;
  }

  /**
   * Calls `listener` after each commit with the collections it changed (caches drop what they
   * derived) and every record it changed, before and after, in order (the live events of
   * server/live are derived from them rather than announced by each route).
   */
  onChange(listener: (changed: ReadonlySet<CollectionName>, changes: readonly CommittedChange[]) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Calls `derive` in each transaction that changes something, with those changes before and
   * after: what it puts on `tx` is written in the same commit (the activity log's entries, so an
   * action and its entry are durable together or not at all). Its own puts are not derived again.
   */
  onTransact(derive: (changes: readonly CommittedChange[], tx: Transaction) => void): void {
    this.derivers.push(derive);
  }

  /**
   * Runs `fn` when the queue reaches it: `fn` reads the current state and records changes on `tx`
   * (or throws to change nothing); the changes are then written durably and applied in memory,
   * and the promise resolves with `fn`'s result.
   */
  transact<R>(fn: (tx: Transaction) => R): Promise<R> {
    const run = async (): Promise<R> => {
      const changes: Change[] = [];
      const tx: Transaction = {
        put: (collection, record) => changes.push({ collection, id: record.id, record }),
        remove: (collection, id) => changes.push({ collection, id, record: null }),
      };
      const result = fn(tx);
      if (changes.length > 0 && this.derivers.length > 0) {
        const described = changes.map(({ collection, id, record }) => ({ collection, id, before: this.maps.get(collection)?.get(id) ?? null, after: record }));
        for (const derive of this.derivers) derive(described, tx);
      }
      if (changes.length > 0) await this.commit(changes);
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async commit(changes: Change[]): Promise<void> {
    const dirs = new Set<string>();
    for (const change of changes) {
      const dir = join(this.root, change.collection);
      if (!dirs.has(dir)) await mkdir(dir, { recursive: true, mode: 0o700 });
      dirs.add(dir);
      if (change.record) await replaceFile(dir, fileName(change.id), JSON.stringify(change.record));
      else await unlink(join(dir, fileName(change.id))).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    for (const dir of dirs) await fsyncDir(dir);
    const committed: CommittedChange[] = [];
    for (const change of changes) {
      const map = this.maps.get(change.collection) as Map<string, object>;
      committed.push({ collection: change.collection, id: change.id, before: map.get(change.id) ?? null, after: change.record });
      if (change.record) map.set(change.id, change.record);
      else map.delete(change.id);
      this.versions.set(change.collection, (this.versions.get(change.collection) ?? 0) + 1);
    }
    const changed = new Set(changes.map((change) => change.collection));
    for (const listener of this.listeners) listener(changed, committed);
  }

  /** Resolves when every queued mutation has finished. */
  async idle(): Promise<void> {
    await this.queue;
  }
}
