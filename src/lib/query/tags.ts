/**
 * The two-way tag index: which cache keys provide a tag, and which tags a key provides.
 *
 * Matching (RTK Query's, kept simple): invalidating a bare type `'User'` hits every key providing
 * any `User` tag, bare or with an id; invalidating `{ type: 'User', id: '3' }` hits the keys that
 * provide that same `{ type, id }` and the keys that provide the bare `'User'` (lists, counts).
 */

/** A label on cached data: a bare type (`'User'`) or one record of it (`{ type: 'User', id: '3' }`). */
export type Tag = string | { type: string; id: string };

/** A tag with its id spelled out: null for a bare type. */
export interface NormalizedTag {
  type: string;
  id: string | null;
}

export function normalizeTag(tag: Tag): NormalizedTag {
  return typeof tag === 'string' ? { type: tag, id: null } : { type: tag.type, id: String(tag.id) };
}

// Buckets are strings so one Map serves every lookup; JSON keeps odd characters in types unambiguous.
const anyOfType = (type: string) => JSON.stringify(['any', type]);
const bareType = (type: string) => JSON.stringify(['bare', type]);
const exactId = (type: string, id: string) => JSON.stringify(['id', type, id]);

/** Where a provided tag is filed. */
function bucketsProvidedBy({ type, id }: NormalizedTag): string[] {
  return [anyOfType(type), id === null ? bareType(type) : exactId(type, id)];
}

/** Where an invalidated tag looks. */
function bucketsInvalidatedBy({ type, id }: NormalizedTag): string[] {
  return id === null ? [anyOfType(type)] : [exactId(type, id), bareType(type)];
}

export interface TagIndex {
  /** Replaces the tags `key` provides. */
  set(key: string, tags: readonly Tag[]): void;
  /** Forgets `key` in both directions. */
  remove(key: string): void;
  /** The tags `key` provides, normalised, without duplicates. */
  tagsOf(key: string): NormalizedTag[];
  /** The keys filed under exactly this provided tag (no matching rules applied). */
  keysProviding(tag: Tag): string[];
  /** Every key one of `tags` invalidates, by the matching rules above. */
  keysInvalidatedBy(tags: readonly Tag[]): string[];
  clear(): void;
}

export function createTagIndex(): TagIndex {
  const keysByBucket = new Map<string, Set<string>>();
  const tagsByKey = new Map<string, { tags: NormalizedTag[]; buckets: string[] }>();

  function remove(key: string): void {
    const filed = tagsByKey.get(key);
    if (!filed) return;
    tagsByKey.delete(key);
    for (const bucket of filed.buckets) {
      const keys = keysByBucket.get(bucket);
      keys?.delete(key);
      if (keys?.size === 0) keysByBucket.delete(bucket);
    }
  }

  return {
    set(key, tags) {
      remove(key);
      const unique = new Map<string, NormalizedTag>();
      for (const tag of tags) {
        const normalized = normalizeTag(tag);
        unique.set(JSON.stringify([normalized.type, normalized.id]), normalized);
      }
      if (unique.size === 0) return;
      const normalized = [...unique.values()];
      const buckets = [...new Set(normalized.flatMap(bucketsProvidedBy))];
      tagsByKey.set(key, { tags: normalized, buckets });
      for (const bucket of buckets) {
        let keys = keysByBucket.get(bucket);
        if (!keys) keysByBucket.set(bucket, (keys = new Set()));
        keys.add(key);
      }
    },
    remove,
    tagsOf: (key) => (tagsByKey.get(key)?.tags ?? []).map((tag) => ({ ...tag })),
    keysProviding(tag) {
      const normalized = normalizeTag(tag);
      const bucket = normalized.id === null ? bareType(normalized.type) : exactId(normalized.type, normalized.id);
      return [...(keysByBucket.get(bucket) ?? [])];
    },
    keysInvalidatedBy(tags) {
      const keys = new Set<string>();
      for (const tag of tags) {
        for (const bucket of bucketsInvalidatedBy(normalizeTag(tag))) {
          for (const key of keysByBucket.get(bucket) ?? []) keys.add(key);
        }
      }
      return [...keys];
    },
    clear() {
      keysByBucket.clear();
      tagsByKey.clear();
    },
  };
}
