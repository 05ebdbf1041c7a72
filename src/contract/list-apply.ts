/**
 * Answering a list request out of a whole array (docs/api.md "Lists"): the query parsed, then paging,
 * search, sort and facets as one pure function, so that the server answering `?page=…` and the SPA
 * working on a spec backend's whole array agree on every row. Kept apart from list.ts so that the
 * SPA's screens, which send the query and read the page, do not carry it.
 * Nothing here may depend on the runtime's locale data: Node and Chromium must sort alike.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, listMeta, type ListPage, type ListParams, type ListSpec, type SortOrder } from './list';

const DIACRITICS = /[\u0300-\u036f]/g;
const PLAIN = /^[\x00-\x7f]*$/;

/** The form text is compared in: NFD, diacritics removed, lower case. */
export function foldText(text: string): string {
  // ASCII has nothing to decompose: skip the costly normalisation (dates, e-mails, most names).
  if (PLAIN.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

// Folded haystacks per spec and row: rows are immutable records, so a search over a large array
// folds each row once. A WeakMap keeps this invisible and lets the rows be collected.
const haystacks = new WeakMap<object, WeakMap<object, string>>();

function haystackOf<T>(row: T, spec: ListSpec<T>): string {
  const build = (): string => foldText(spec.words(row).filter((w): w is string => typeof w === 'string' && w !== '').join('\n'));
  if (typeof row !== 'object' || row === null) return build();
  let bySpec = haystacks.get(spec);
  if (!bySpec) {
    bySpec = new WeakMap();
    haystacks.set(spec, bySpec);
  }
  let text = bySpec.get(row);
  if (text === undefined) {
    text = build();
    bySpec.set(row, text);
  }
  return text;
}

type SortKey = string | number | null;

function sortKey(value: string | number | null): SortKey {
  return typeof value === 'string' ? foldText(value) : value;
}

/** Nulls last in both orders; numbers before strings; strings by code unit on the folded form. */
function compareKeys(a: SortKey, b: SortKey, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -sign : a > b ? sign : 0;
}

/**
 * One page of `rows`: those matching `q` and every filter, sorted (stable: ties keep the input's
 * order, newest first on both ends), with facets over `q` and the other filters.
 */
export function applyList<T>(rows: readonly T[], params: ListParams, spec: ListSpec<T>): ListPage<T> {
  const terms = foldText(params.q).split(/\s+/).filter((t) => t !== '');
  const facets: Record<string, Record<string, number>> = {};
  const fields = Object.entries(spec.filters).map(([name, filter]) => {
    const counts = new Map<string, number>(filter.values.map((v) => [v, 0]));
    const wanted = Object.hasOwn(params.filters, name) ? params.filters[name] : undefined;
    return { name, of: filter.of, counts, wanted, value: null as string | null };
  });
  const kept: T[] = [];
  for (const row of rows) {
    if (terms.length > 0) {
      const text = haystackOf(row, spec);
      if (!terms.every((t) => text.includes(t))) continue;
    }
    let misses = 0;
    let missed = -1;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as (typeof fields)[number];
      field.value = field.of(row);
      if (field.wanted !== undefined && field.value !== field.wanted) {
        misses += 1;
        missed = i;
      }
    }
    if (misses === 0) kept.push(row);
    if (misses > 1) continue;
    // A row counts in a facet when it passes every filter but (perhaps) that facet's own.
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as (typeof fields)[number];
      if (misses === 1 && missed !== i) continue;
      const count = field.value === null ? undefined : field.counts.get(field.value);
      if (count !== undefined && field.value !== null) field.counts.set(field.value, count + 1);
    }
  }
  for (const field of fields) facets[field.name] = Object.fromEntries(field.counts);
  const field = params.sort ?? spec.defaultSort.field;
  const key = spec.sort[field];
  let sorted = kept;
  if (key) {
    const sign = params.order === 'asc' ? 1 : -1;
    const decorated = kept.map((row, index) => ({ row, index, key: sortKey(key(row)) }));
    decorated.sort((a, b) => compareKeys(a.key, b.key, sign) || a.index - b.index);
    sorted = decorated.map((d) => d.row);
  }
  const start = (params.page - 1) * params.pageSize;
  return {
    data: sorted.slice(start, start + params.pageSize),
    meta: listMeta(params, kept.length, facets),
  };
}

type ParamError = { field: string; message: string };

function positiveInt(text: string): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/**
 * Reads `page`, `pageSize`, `q`, `sort`, `order` and the spec's filters out of a query; unknown
 * names are ignored, an empty filter value means no filter, a bad value is an error naming it.
 * Without `sort`, `order` defaults to the spec's default order; with it, to `asc`.
 */
export function parseListParams<T>(query: URLSearchParams, spec: ListSpec<T>): { params: ListParams } | { errors: ParamError[] } {
  const errors: ParamError[] = [];
  const pageText = query.get('page');
  const page = pageText === null ? 1 : positiveInt(pageText);
  if (page === null) errors.push({ field: 'page', message: 'Must be a whole number from 1.' });
  const sizeText = query.get('pageSize');
  const pageSize = sizeText === null ? DEFAULT_PAGE_SIZE : positiveInt(sizeText);
  if (pageSize === null || pageSize > MAX_PAGE_SIZE) errors.push({ field: 'pageSize', message: `Must be a whole number from 1 to ${MAX_PAGE_SIZE}.` });
  const q = (query.get('q') ?? '').trim();
  if (q.length > MAX_QUERY_LENGTH) errors.push({ field: 'q', message: `Must be at most ${MAX_QUERY_LENGTH} characters.` });
  const sortText = query.get('sort');
  const sort = sortText === null || sortText === '' ? null : sortText;
  if (sort !== null && !Object.hasOwn(spec.sort, sort)) errors.push({ field: 'sort', message: `Must be one of: ${Object.keys(spec.sort).join(', ')}.` });
  const orderText = query.get('order');
  let order: SortOrder = sort === null ? spec.defaultSort.order : 'asc';
  if (orderText === 'asc' || orderText === 'desc') order = orderText;
  else if (orderText !== null && orderText !== '') errors.push({ field: 'order', message: 'Must be one of: asc, desc.' });
  const filters: Record<string, string> = {};
  for (const [name, filter] of Object.entries(spec.filters)) {
    const value = query.get(name);
    if (value === null || value === '') continue;
    if (filter.values.includes(value)) filters[name] = value;
    else errors.push({ field: name, message: `Must be one of: ${filter.values.join(', ')}.` });
  }
  if (errors.length > 0 || page === null || pageSize === null) return { errors };
  return { params: { page, pageSize, q, sort, order, filters } };
}
