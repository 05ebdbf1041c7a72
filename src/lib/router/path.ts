/**
 * Path arithmetic shared by the matcher, redirects and links: splitting into segments, joining a
 * child path onto its parent, and resolving a relative `to` (`'all'`, `'../x'`, `'?page=2'`).
 */

/** A URL's parts the router cares about; `search` and `hash` keep their `?` / `#`. */
export interface PathParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The non-empty segments of `pathname`: `'/a//b/'` → `['a', 'b']`. */
export function splitSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Joins path pieces into one absolute, slash-normalized pathname: `('/', 'a/', '/b')` → `'/a/b'`. */
export function joinPaths(...pieces: string[]): string {
  return `/${pieces.flatMap(splitSegments).join('/')}`;
}

/** Splits `'/a?b=1#c'` into its pathname, search and hash. */
export function parsePath(path: string): PathParts {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/** `pathname + search + hash`. */
export function createPath({ pathname, search, hash }: PathParts): string {
  return pathname + search + hash;
}

/**
 * Resolves `to` against `base` (a pathname): absolute paths stand; `'x'`, `'./x'` and `'../x'` go
 * from `base` as a folder; a bare `'?q'` or `'#h'` keeps `base`. The result is normalized.
 */
export function resolvePath(to: string, base: string): PathParts {
  const parts = parsePath(to);
  if (parts.pathname === '') return { ...parts, pathname: joinPaths(base) };
  const segments = parts.pathname.startsWith('/') ? [] : splitSegments(base);
  for (const segment of splitSegments(parts.pathname)) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return { ...parts, pathname: `/${segments.join('/')}` };
}

/** True for a URL with a scheme (`https:`, `mailto:`) or a protocol-relative `//host`. */
export function isExternalUrl(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//') || to.startsWith('\\\\');
}
