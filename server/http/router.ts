/**
 * A small router: patterns like `/users/:id`, static segments win over parameters, HEAD runs the GET
 * handler, and a known path with another method yields the methods it allows (for 405 + Allow).
 */

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string };

interface Route<H> {
  method: string;
  segments: Segment[];
  handler: H;
}

/** The outcome of `Router.match`. */
export type RouteMatch<H> =
  | { kind: 'found'; handler: H; params: Record<string, string> }
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

  /** Adds `method` + `pattern` (`:name` segments are parameters). */
  add(method: string, pattern: string, handler: H): this {
    this.routes.push({ method: method.toUpperCase(), segments: parsePattern(pattern), handler });
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

  /** Finds the most specific route for `method` and the decoded `parts` of the path. */
  match(method: string, parts: string[]): RouteMatch<H> {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allowed = new Set<string>();
    for (const route of this.routes) {
      const params = this.matchSegments(route, parts);
      if (!params) continue;
      if (route.method === wanted) return { kind: 'found', handler: route.handler, params };
      allowed.add(route.method);
    }
    return allowed.size > 0 ? { kind: 'method', allowed: [...allowed].sort() } : { kind: 'none' };
  }
}
