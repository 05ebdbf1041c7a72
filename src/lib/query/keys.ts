/** Cache keys and structural sharing: the pure helpers under the cache. */

/** Whether `value` is an object literal (or has a null prototype): the only objects we walk into. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** JSON with every object's keys sorted, so `{ a, b }` and `{ b, a }` read the same. `undefined` → `''`. */
export function stableStringify(value: unknown): string {
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (!isPlainObject(item)) return item;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(item).sort()) sorted[key] = item[key];
    return sorted;
  }) as string | undefined;
  return json ?? '';
}

/** The cache key of an endpoint called with `args`: `name(args-as-sorted-JSON)`. */
export function queryKey(endpoint: { name: string }, args: unknown): string {
  return `${endpoint.name}(${stableStringify(args)})`;
}

/**
 * `next`, except that every subtree deeply equal to the same place in `previous` is `previous`'s
 * own object, so identity tells what changed (TanStack Query's structural sharing). Only arrays and
 * plain objects are compared; anything else is taken from `next`.
 */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const bothArrays = Array.isArray(previous) && Array.isArray(next);
  if (bothArrays) {
    const prev = previous as unknown[];
    const items = next as unknown[];
    const copy = items.map((item, i) => replaceEqualDeep(prev[i], item));
    const same = prev.length === copy.length && copy.every((item, i) => item === prev[i]);
    return (same ? prev : copy) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const copy: Record<string, unknown> = {};
    const nextKeys = Object.keys(next);
    let same = Object.keys(previous).length === nextKeys.length;
    for (const key of nextKeys) {
      copy[key] = replaceEqualDeep(previous[key], next[key]);
      if (copy[key] !== previous[key] || !(key in previous)) same = false;
    }
    return (same ? previous : copy) as T;
  }
  return next;
}
