/**
 * The pure matcher (no React): a route table compiles once into ranked branches, one per reachable
 * leaf; a pathname yields the chain of matches from the outermost layout to the leaf. Static
 * segments beat `:params`, which beat a `*` splat; an index route beats its parent alone; then
 * the table's order decides.
 */
import { RouterError } from './errors';
import { createPath, joinPaths, parsePath, resolvePath, splitSegments } from './path';

/** The part of a route the matcher reads; `children` are routes of the same type. */
export interface RouteShape {
  /** Relative to the parent (absolute if it starts with `/`, then inside the parent's path). */
  path?: string;
  /** Renders at the parent's own path. */
  index?: boolean;
  /** Where this route sends the visitor: relative to the parent's path, or absolute. */
  redirect?: string;
  children?: readonly this[];
}

/** Decoded `:param` values by name; a splat's rest is under `'*'`. */
export type Params = Record<string, string>;

/** One level of a matched chain. */
export interface RouteMatch<R> {
  route: R;
  /** Every param of the whole match (the same object at each level). */
  params: Params;
  /** The part of the URL this level matched, e.g. `'/trips'` for the layout of `/trips/all`. */
  pathname: string;
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'splat' };

interface Branch<R> {
  routes: R[];
  /** How many pattern segments the chain holds up to and including each route. */
  ends: number[];
  segments: Segment[];
  rank: number[];
  index: boolean;
}

const RANK = { static: 4, param: 3, end: 2, splat: 1 } as const;
const MAX_REDIRECTS = 10;
const compiled = new WeakMap<readonly RouteShape[], Branch<RouteShape>[]>();

function parseSegment(raw: string, path: string): Segment {
  if (raw === '*') return { kind: 'splat' };
  if (raw.startsWith(':')) {
    if (raw.length === 1) throw new RouterError(`unnamed parameter in "${path}"`);
    return { kind: 'param', name: raw.slice(1) };
  }
  return { kind: 'static', value: safeDecode(raw).toLowerCase() };
}

function ownSegments(route: RouteShape, parentPath: string): { full: string; raws: string[] } {
  if (route.path === undefined) return { full: parentPath, raws: [] };
  if (!route.path.startsWith('/')) {
    return { full: joinPaths(parentPath, route.path), raws: splitSegments(route.path) };
  }
  const parent = splitSegments(parentPath);
  const own = splitSegments(route.path);
  if (parent.some((segment, i) => own[i] !== segment)) {
    throw new RouterError(`absolute child path "${route.path}" is not inside its parent "${parentPath}"`);
  }
  return { full: joinPaths(route.path), raws: own.slice(parent.length) };
}

function compile<R extends RouteShape>(routes: readonly R[]): Branch<R>[] {
  const branches: Branch<R>[] = [];
  const visit = (route: R, parent: { routes: R[]; ends: number[]; segments: Segment[]; path: string }) => {
    const { full, raws } = ownSegments(route, parent.path);
    const segments = [...parent.segments, ...raws.map((raw) => parseSegment(raw, full))];
    const splatAt = segments.findIndex((s) => s.kind === 'splat');
    if (splatAt >= 0 && splatAt !== segments.length - 1) throw new RouterError(`"*" must end the path "${full}"`);
    const chain = { routes: [...parent.routes, route], ends: [...parent.ends, segments.length], segments, path: full };
    if (route.index && route.children?.length) throw new RouterError(`index route at "${full}" has children`);
    for (const child of route.children ?? []) visit(child, chain);
    if (route.index || route.path !== undefined) {
      const rank: number[] = segments.map((s) => RANK[s.kind]);
      if (splatAt < 0) rank.push(RANK.end);
      branches.push({ routes: chain.routes, ends: chain.ends, segments, rank, index: route.index === true });
    }
  };
  for (const route of routes) visit(route, { routes: [], ends: [], segments: [], path: '/' });
  // Array.prototype.sort is stable, so equal ranks keep the table's order.
  return branches.sort(compareBranches);
}

function compareBranches(a: Branch<unknown>, b: Branch<unknown>): number {
  const length = Math.max(a.rank.length, b.rank.length);
  for (let i = 0; i < length; i += 1) {
    const diff = (b.rank[i] ?? 0) - (a.rank[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return Number(b.index) - Number(a.index);
}

function branchesOf<R extends RouteShape>(routes: readonly R[]): Branch<R>[] {
  const cached = compiled.get(routes) as Branch<R>[] | undefined;
  if (cached) return cached;
  const branches = compile(routes);
  compiled.set(routes, branches);
  return branches;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape stays as typed rather than failing the whole match
  }
}

function matchBranch<R>(branch: Branch<R>, parts: string[]): RouteMatch<R>[] | null {
  const params: Params = {};
  let consumed = 0;
  for (const segment of branch.segments) {
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(consumed).map(safeDecode).join('/');
      consumed = parts.length;
      break;
    }
    const part = parts[consumed];
    if (part === undefined) return null;
    if (segment.kind === 'param') params[segment.name] = safeDecode(part);
    else if (safeDecode(part).toLowerCase() !== segment.value) return null;
    consumed += 1;
  }
  if (consumed !== parts.length) return null;
  const splat = branch.segments.at(-1)?.kind === 'splat';
  return branch.routes.map((route, i) => {
    const end = branch.ends[i] ?? 0;
    const take = splat && end === branch.segments.length ? parts.length : end;
    return { route, params, pathname: `/${parts.slice(0, take).join('/')}` };
  });
}

/**
 * The chain of matches for `pathname` (a search or hash is ignored), outermost first, or null when
 * no route matches. Params are decoded; trailing and doubled slashes don't matter; static segments
 * compare case-insensitively.
 */
export function matchRoutes<R extends RouteShape>(routes: readonly R[], pathname: string): RouteMatch<R>[] | null {
  const parts = splitSegments(parsePath(pathname).pathname);
  for (const branch of branchesOf(routes)) {
    const matches = matchBranch(branch, parts);
    if (matches) return matches;
  }
  return null;
}

/** Where the chain's leaf redirects (`pathname + search`), or null when it renders. */
export function redirectTarget<R extends RouteShape>(matches: readonly RouteMatch<R>[]): string | null {
  const leaf = matches.at(-1);
  if (leaf?.route.redirect === undefined) return null;
  const base = matches.at(-2)?.pathname ?? '/';
  return createPath(resolvePath(leaf.route.redirect, base));
}

/** The end of a redirect chain: the path to go to (null when `pathname` itself renders) and its matches. */
export interface RedirectResolution<R> {
  redirect: string | null;
  matches: RouteMatch<R>[] | null;
}

/**
 * Follows redirect routes from `pathname` to a route that renders (or matches nothing), so
 * `/` → `/dashboards` → `/dashboards/home` is one navigation. Throws a RouterError on a loop.
 */
export function resolveRedirects<R extends RouteShape>(routes: readonly R[], pathname: string): RedirectResolution<R> {
  const seen = [pathname];
  let matches = matchRoutes(routes, pathname);
  let target: string | null = null;
  for (let next = matches && redirectTarget(matches); next !== null; next = matches && redirectTarget(matches)) {
    if (seen.length > MAX_REDIRECTS || seen.includes(next)) {
      throw new RouterError(`redirect loop: ${[...seen, next].join(' → ')}`);
    }
    seen.push(next);
    target = next;
    matches = matchRoutes(routes, next);
  }
  return { redirect: target, matches };
}
