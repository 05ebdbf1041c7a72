/**
 * The durable embedded store, the default `Store` (interface.ts). State lives in memory; each
 * record is one file `<dataDir>/store/<collection>/<file>.json` (file: the id when it is
 * [A-Za-z0-9_-]{1,100}, else `~<sha256 of id>`), holding the record as JSON. `<dataDir>/store/meta.json` is
 * `{ "format": 1 }`. A fresh store is written complete in `store.staging/` and renamed into place,
 * so a crash while seeding leaves no half store. Mutations run one at a time through a queue; each
 * is answered only after its files are replaced atomically and the directory is flushed.
 */
import { mkdir, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { DashboardSummary, ListParams, ListSpec } from '../../src/contract';
import { createListCache } from '../http/list-cache';
import type { ListCache } from '../http/list-cache';
import { uploadNameOf } from '../upload-refs';
import { COLLECTIONS } from './types';
import type { CollectionName, Collections, Snapshot, StoredUser } from './types';
import { withFixed } from './interface';
import type { CommittedChange, Condition, ListQuery, Store, Transaction, Where } from './interface';
import { TransactionalStore, recordKey } from './transactions';
import type { Change } from './transactions';
import { collectionsOf, memoryList, scopeOf } from './list-rows';
import { summarizeRecords } from './dashboard';
import type { MemoryReader } from './list-rows';
import { TMP_SUFFIX, forEachLimit, fsyncDir, replaceFile, writeFileSynced } from './files';
import { isLegacyEntry, upgradeEntry, type StoredEntry } from '../activity/legacy';

/** On-disk format version in meta.json. */
export const STORE_FORMAT = 1;
const IO_PARALLEL = 64;

/** The store cannot be read (or created); the server must stop and leave the files alone. */
export class StoreError extends Error {
  override name = 'StoreError';
}


/** What the embedded store needs besides its folder. */
export interface EmbeddedStoreOptions {
  /** Bytes of list answers kept (see http/list-cache.ts). */
  listCacheBytes: number;
}

/** True when `value` meets `condition` (interface.ts `Where`). */
function meets(value: unknown, condition: Condition): boolean {
  if (condition !== null && typeof condition === 'object') return typeof value === 'string' && value < condition.lt;
  return value === condition;
}

function matches(record: object, where: Where<CollectionName> | undefined): boolean {
  if (!where) return true;
  for (const [field, condition] of Object.entries(where)) {
    if (condition !== undefined && !meets((record as Record<string, unknown>)[field], condition)) return false;
  }
  return true;
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

/**
 * The in-memory state with durable, serialized mutations; the default store. Reads resolve at once
 * from memory; list answers are kept per collection version (http/list-cache.ts).
 */
export class EmbeddedStore extends TransactionalStore implements Store {
  /** One process: its services live in memory and its secret in `DATA_DIR`. */
  readonly shared = null;

  private readonly maps = new Map<CollectionName, Map<string, object>>();
  private readonly versions = new Map<CollectionName, number>();
  private readonly lists: ListCache;
  private emails: { version: number; byEmail: Map<string, string> } | null = null;
  private documents: { version: number; byName: Map<string, Set<string>> } | null = null;
  private readonly memory: MemoryReader = {
    record: (collection, id) => this.maps.get(collection)?.get(id) as never,
    records: (collection) => [...(this.maps.get(collection)?.values() ?? [])] as never,
  };

  private constructor(private readonly root: string, options: EmbeddedStoreOptions) {
    super();
    for (const collection of COLLECTIONS) {
      this.maps.set(collection, new Map());
      this.versions.set(collection, 0);
    }
    this.lists = createListCache(options.listCacheBytes);
    // First of the listeners: a list read by a later listener is already rebuilt from the commit.
    this.onChange((changed) => this.lists.invalidate(changed));
  }

  /**
   * Opens `<dataDir>/store`; when there is none, `seed()` provides the first records. Throws
   * `StoreError` when the store exists but cannot be read; it is never overwritten then.
   */
  static async open(dataDir: string, seed: () => Promise<Snapshot>, options: EmbeddedStoreOptions): Promise<{ store: EmbeddedStore; seeded: boolean }> {
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
    const store = new EmbeddedStore(root, options);
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
    await this.upgradeActivity();
  }

  /** Log entries stored in an older shape are held in the current one; their files are left as they are. */
  private async upgradeActivity(): Promise<void> {
    const log = this.maps.get('activity') as Map<string, object>;
    for (const [id, stored] of log) {
      if (isLegacyEntry(stored as StoredEntry)) log.set(id, await upgradeEntry(stored as StoredEntry, (collection, key) => this.get(collection, key)));
    }
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

  async get<C extends CollectionName>(collection: C, id: string): Promise<Collections[C] | undefined> {
    return this.memory.record(collection, id);
  }

  async find<C extends CollectionName>(collection: C, where?: Where<C>): Promise<Collections[C][]> {
    const records = this.memory.records(collection);
    return where ? records.filter((record) => matches(record, where)) : records;
  }

  async count<C extends CollectionName>(collection: C, where?: Where<C>): Promise<number> {
    if (!where) return this.maps.get(collection)?.size ?? 0;
    return (await this.find(collection, where)).length;
  }

  /** Through an index of e-mails rebuilt per users version. */
  async userByEmail(email: string): Promise<StoredUser | undefined> {
    const version = this.version('users');
    if (this.emails?.version !== version) {
      const byEmail = new Map<string, string>();
      for (const user of this.memory.records('users')) byEmail.set(user.email.toLowerCase(), user.id);
      this.emails = { version, byEmail };
    }
    const id = this.emails.byEmail.get(email.trim().toLowerCase());
    return id === undefined ? undefined : this.memory.record('users', id);
  }

  /** Through an index of upload name → user ids rebuilt per users version. */
  async documentOwners(name: string): Promise<ReadonlySet<string>> {
    const version = this.version('users');
    if (this.documents?.version !== version) {
      const byName = new Map<string, Set<string>>();
      for (const user of this.memory.records('users')) {
        const url = user.certification?.documentUrl;
        const file = url ? uploadNameOf(url) : null;
        if (!file) continue;
        const ids = byName.get(file) ?? new Set<string>();
        ids.add(user.id);
        byName.set(file, ids);
      }
      this.documents = { version, byName };
    }
    return this.documents.byName.get(name) ?? new Set();
  }

  /** A pass over the reviewable records in memory. */
  dashboard(now: number): Promise<DashboardSummary> {
    return summarizeRecords(this, now);
  }

  /** From the list cache: built once per version of the collections a list reads. */
  async list(query: ListQuery, params: ListParams | null): Promise<Buffer> {
    const { key, build, spec, fixed } = this.listOf(query);
    if (params === null) {
      if (!fixed) return this.lists.get(key, build);
      const of = spec.filters[fixed.filter]?.of;
      return this.lists.get({ ...key, name: `${key.name}|${fixed.filter}=${fixed.value}` }, () => this.lists.rows(key, build).filter((row) => of?.(row) === fixed.value));
    }
    return this.lists.page(key, build, withFixed(params, fixed), spec);
  }

  /**
   * The rows of the list cache's order for the search, a batch at a time: the records are in
   * memory already, so the order (a reference a row) is all the export adds to them. The order is
   * of the version read at the start, so rows committed meanwhile do not shift a batch.
   */
  async eachRow(query: ListQuery, params: ListParams, batchSize: number, write: (rows: readonly unknown[]) => Promise<void>): Promise<void> {
    const { key, build, spec, fixed } = this.listOf(query);
    const { data } = this.lists.ordered(key, build, withFixed(params, fixed), spec);
    for (let start = 0; start < data.length; start += batchSize) await write(data.slice(start, start + batchSize));
  }

  /** What the list cache keys and builds `query`'s rows by. */
  private listOf(query: ListQuery) {
    const scope = scopeOf(query);
    const { name, rows } = memoryList(scope, this.memory);
    const collections = collectionsOf(scope.def);
    const key = { name, collections, version: collections.map((c) => this.version(c)).join(':') };
    return { key, build: rows, spec: scope.def.spec as ListSpec<unknown>, fixed: scope.fixed };
  }

  /** Increases on every committed change of `collection`; the key of what is derived from it. */
  private version(collection: CollectionName): number {
    return this.versions.get(collection) ?? 0;
  }

  /** Transactions run one at a time; each reads the state the last one left. */
  transact<R>(fn: (tx: Transaction) => Promise<R> | R): Promise<R> {
    return this.transactions.serial(async () => {
      const { result, changes } = await this.transactions.record(this, fn, (recorded) => this.storedOf(recorded));
      if (changes.length > 0) await this.commit(changes);
      return result;
    });
  }

  /** The stored records `changes` replace, by `recordKey`. */
  private storedOf(changes: readonly Change[]): Map<string, object> {
    const stored = new Map<string, object>();
    for (const { collection, id } of changes) {
      const record = this.maps.get(collection)?.get(id);
      if (record) stored.set(recordKey(collection, id), record);
    }
    return stored;
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
    this.transactions.announce(committed);
  }

  /** Nothing stays open between commits, so closing is waiting for the queue. */
  async close(): Promise<void> {
    await this.idle();
  }
}
