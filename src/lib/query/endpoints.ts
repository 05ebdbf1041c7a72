import type { Tag } from './tags';

/**
 * A read. `name` must be unique in the app: with the args it makes the cache key. `request` gets a
 * signal that aborts when the last view leaves; `provides` labels the data for invalidation (it is
 * also called with `undefined` before the first answer and after a failure, so guard for it).
 */
export interface QueryEndpoint<A, R> {
  kind: 'query';
  name: string;
  request(args: A, signal: AbortSignal): Promise<R>;
  provides?(result: R | undefined, args: A): Tag[];
  /**
   * How old watched data may be, in ms, before a return to the tab or the network coming back
   * refetches it. Default DEFAULT_STALE_TIME_MS (0: always); `Infinity`: never.
   */
  staleTimeMs?: number;
}

/**
 * A write. After a success, `invalidates(result, args)` names the tags whose cached data is now
 * stale; a failed write invalidates nothing (`result` is typed optional only to mirror `provides`).
 */
export interface MutationEndpoint<A, R> {
  kind: 'mutation';
  name: string;
  request(args: A): Promise<R>;
  invalidates?(result: R | undefined, args: A): Tag[];
}

/** Declares a query endpoint (features keep theirs in `api.ts`). */
export function defineQuery<A, R>(def: Omit<QueryEndpoint<A, R>, 'kind'>): QueryEndpoint<A, R> {
  return { ...def, kind: 'query' };
}

/** Declares a mutation endpoint (features keep theirs in `api.ts`). */
export function defineMutation<A, R>(def: Omit<MutationEndpoint<A, R>, 'kind'>): MutationEndpoint<A, R> {
  return { ...def, kind: 'mutation' };
}
