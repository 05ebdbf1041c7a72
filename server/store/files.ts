/**
 * Durable file primitives: atomic replace (temporary file, fsync, rename, fsync of the directory)
 * and bounded-parallel helpers. A crash at any moment leaves the old or the new file, never a torn one.
 */
import { open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Suffix of temporary files; leftovers are removed when the store opens. */
export const TMP_SUFFIX = '.tmp';

/** Flushes a directory's entries (a rename or unlink inside it) to disk. */
export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `data` to a new file and flushes it; `mode` defaults to 0600. */
export async function writeFileSynced(path: string, data: string | Uint8Array, mode = 0o600): Promise<void> {
  const handle = await open(path, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces `dir/name` atomically with `data`. The caller fsyncs `dir` afterwards (once per batch). */
export async function replaceFile(dir: string, name: string, data: string | Uint8Array): Promise<void> {
  const tmp = join(dir, `${name}.${randomBytes(6).toString('hex')}${TMP_SUFFIX}`);
  try {
    await writeFileSynced(tmp, data);
    await rename(tmp, join(dir, name));
  } catch (error) {
    await unlink(tmp).catch(() => undefined);
    throw error;
  }
}

/** Runs `task` over `items` with at most `limit` in flight; rejects with the first failure. */
export async function forEachLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
