/**
 * A small router: patterns like `/users/:id`, static segments win over parameters, HEAD runs the GET
 * handler, and a known path with another method yields the methods it allows (for 405 + Allow).
 */

import type { RouteAccess } from '../../src/contract';

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string };

interface Route<H> {
  method: string;
  pattern: string;
  segments: Segment[];
  access: RouteAccess;
  handler: H;
}

/** A registered route as the access test walks them. */
export interface RouteEntry {
  method: string;
  pattern: string;
  access: RouteAccess;
}

/** The outcome of `Router.match`. */
export type RouteMatch<H> =
  | { kind: 'found'; handler: H; params: Record<string, string>; access: RouteAccess; route: string }
  | { kind: 'method'; allowed: string[] }
  | { kind: 'none' };

function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? { kind: 'param', name: part.slice(1) } : { kind: 'static', value: part }));
}

/**
 * Splits a path into decoded segments; null (no route) when a segment is not valid
 * percent-encoding or holds a NUL, raw or encoded: no record, kind or name has one, and
 * PostgreSQL's text cannot even hold it, so a handler's query with one would fail instead of
 * finding nothing.
 */
export function splitPath(path: string): string[] | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const parts = trimmed.split('/').slice(1);
  const out: string[] = [];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    out.push(decoded);
  }
  return out;
}

/** Lower rank = more specific: compares static (0) before param (1), segment by segment. */
function rank(segments: Segment[]): string {
  return segments.map((s) => (s.kind === 'static' ? '0' : '1')).join('');
}

/** Routes of one handler type `H`, matched against decoded path segments. */
export class Router<H> {
  private routes: Route<H>[] = [];

  /**
   * Adds `method` + `pattern` (`:name` segments are parameters), callable by whoever `access`
   * admits: a route cannot be added without saying who may call it, and the caller of `match`
   * enforces it before the handler runs.
   */
  add(method: string, pattern: string, access: RouteAccess, handler: H): this {
    if (access === undefined || access === null || (typeof access !== 'string' && access.length === 0)) throw new Error(`${method} ${pattern} has no access rule`);
    this.routes.push({ method: method.toUpperCase(), pattern, segments: parsePattern(pattern), access, handler });
    this.routes.sort((a, b) => (rank(a.segments) < rank(b.segments) ? -1 : rank(a.segments) > rank(b.segments) ? 1 : 0));
    return this;
  }

  private matchSegments(route: Route<H>, parts: string[]): Record<string, string> | null {
    if (route.segments.length !== parts.length) return null;
    const params: Record<string, string> = Object.create(null) as Record<string, string>;
    for (let i = 0; i < parts.length; i++) {
      const segment = route.segments[i];
      const part = parts[i];
      if (segment === undefined || part === undefined) return null;
      if (segment.kind === 'static') {
        if (segment.value !== part) return null;
      } else {
        if (part === '') return null;
        params[segment.name] = part;
      }
    }
    return params;
  }

  /** Every route, for the test that calls each one with every role. */
  entries(): RouteEntry[] {
    return this.routes.map(({ method, pattern, access }) => ({ method, pattern, access }));
  }

  /** Finds the most specific route for `method` and the decoded `parts` of the path. */
  match(method: string, parts: string[]): RouteMatch<H> {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allowed = new Set<string>();
    for (const route of this.routes) {
      const params = this.matchSegments(route, parts);
      if (!params) continue;
      if (route.method === wanted) return { kind: 'found', handler: route.handler, params, access: route.access, route: `${route.method} ${route.pattern}` };
      allowed.add(route.method);
    }
    return allowed.size > 0 ? { kind: 'method', allowed: [...allowed].sort() } : { kind: 'none' };
  }
}
