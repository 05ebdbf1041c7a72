/**
 * Serialized list answers cached per data version: the envelope bytes of a list are built once
 * per change of the collections it reads, so large lists cost a memory copy per request.
 */

/** A cache of envelope bytes by name. */
export interface ListCache {
  /** The bytes of `{ success: true, data: build() }`, rebuilt only when `version` changes. */
  get(name: string, version: string, build: () => unknown[]): Buffer;
}

/** Creates an empty cache. */
export function createListCache(): ListCache {
  const entries = new Map<string, { version: string; bytes: Buffer }>();
  return {
    get(name, version, build) {
      const hit = entries.get(name);
      if (hit && hit.version === version) return hit.bytes;
      const bytes = Buffer.from(`{"success":true,"data":${JSON.stringify(build())}}`, 'utf8');
      entries.set(name, { version, bytes });
      return bytes;
    },
  };
}
