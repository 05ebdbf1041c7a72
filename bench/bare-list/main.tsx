// The baseline of the lists benchmark (bench/lists.ts): the fastest plain React 19 page we can
// honestly write for the same search. It holds a whole list in memory (the same 5,000 trips or
// 10,000 users the server has, fetched once from a JSON file the bench writes) and does at load
// what a search needs ahead: the rows put once in the list's default order (the contract's
// applyList with no search) and each row's search text folded once (the contract's foldText over
// the spec's words, as the server folds them). On each key a controlled input sets the text and
// the same render keeps, in that order, the rows whose folded text holds every folded term: the
// first 25 shown in a plain <table> (same columns and formatting as the app's), the matches
// counted. No sort, no facets, no stylesheet, router, i18n, cache, debounce or server round trip.
// `?list=trips` or `?list=users`.
import { memo, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyList, foldText, LIST_SPECS, type ListSpec, type Trip, type User } from '../../src/contract';

const PAGE_SIZE = 25;
const DAY_MS = 86_400_000;
const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const moneyFormats = new Map<string, Intl.NumberFormat>();
const now = Date.now();

function ago(iso: string | null): string {
  if (!iso) return 'Never';
  return relative.format(Math.round((Date.parse(iso) - now) / DAY_MS), 'day');
}

function money(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) moneyFormats.set(currency, (format = new Intl.NumberFormat('en', { style: 'currency', currency })));
  return format.format(amount / 100);
}

interface Column<T> {
  header: string;
  render(row: T): ReactNode;
}

const TRIP_COLUMNS: Column<Trip>[] = [
  { header: 'Title', render: (t) => <a href={`#${t.id}`}>{t.title}</a> },
  { header: 'Location', render: (t) => `${t.location.name}, ${regions.of(t.location.country) ?? t.location.country}` },
  { header: 'Dates', render: (t) => `${dates.format(Date.parse(t.startDate))} – ${dates.format(Date.parse(t.endDate))}` },
  { header: 'Price', render: (t) => money(t.price.amount, t.price.currency) },
  { header: 'Dive master', render: (t) => `${t.diveMaster.firstName} ${t.diveMaster.lastName}` },
  { header: 'Submitted', render: (t) => <time dateTime={t.submittedAt} title={full.format(Date.parse(t.submittedAt))}>{ago(t.submittedAt)}</time> },
  { header: 'Status', render: (t) => t.status },
];

const USER_COLUMNS: Column<User>[] = [
  {
    header: 'Name',
    render: (u) => <>{u.avatarUrl ? <img src={u.avatarUrl} alt="" width={24} height={24} /> : null} <a href={`#${u.id}`}>{`${u.firstName} ${u.lastName}`}</a></>,
  },
  { header: 'E-mail', render: (u) => u.email },
  { header: 'Role', render: (u) => u.role },
  { header: 'Status', render: (u) => u.status },
  { header: 'Created', render: (u) => <time dateTime={u.createdAt} title={full.format(Date.parse(u.createdAt))}>{ago(u.createdAt)}</time> },
  { header: 'Last sign-in', render: (u) => <time dateTime={u.lastLoginAt ?? ''}>{ago(u.lastLoginAt)}</time> },
];

interface ListDef<T> {
  spec: ListSpec<T>;
  /** The list's default order (descending), as the app's list shows it. */
  sort: string;
  columns: Column<T>[];
}

const TRIPS: ListDef<Trip> = { spec: LIST_SPECS.trips, sort: 'submittedAt', columns: TRIP_COLUMNS };
const USERS: ListDef<User> = { spec: LIST_SPECS.users, sort: 'createdAt', columns: USER_COLUMNS };

/** A row and its folded search text: the search's index, built once. */
interface Entry<T> {
  row: T;
  text: string;
}

/** The rows in the list's default order, each with its search text folded as the contract folds it. */
function indexOf<T>(rows: readonly T[], def: ListDef<T>): Entry<T>[] {
  const ordered = applyList(rows, { page: 1, pageSize: rows.length, q: '', sort: def.sort, order: 'desc', filters: {} }, def.spec).data;
  return ordered.map((row) => ({ row, text: foldText(def.spec.words(row).filter((w): w is string => typeof w === 'string' && w !== '').join('\n')) }));
}

/** The first page of the rows holding every term of `q`, in the index's order, and how many match. */
function search<T>(index: readonly Entry<T>[], q: string): { page: T[]; total: number } {
  const terms = foldText(q).split(/\s+/).filter((t) => t !== '');
  const page: T[] = [];
  let total = 0;
  for (const entry of index) {
    if (!terms.every((t) => entry.text.includes(t))) continue;
    if (page.length < PAGE_SIZE) page.push(entry.row);
    total += 1;
  }
  return { page, total };
}

// A row renders again only when its record changes: a key keeps many of the rows shown.
const Row = memo(function Row<T>({ row, columns }: { row: T; columns: Column<T>[] }) {
  const [first, ...rest] = columns;
  return (
    <tr>
      <th scope="row">{first?.render(row)}</th>
      {rest.map((c) => <td key={c.header}>{c.render(row)}</td>)}
    </tr>
  );
}) as <T>(props: { row: T; columns: Column<T>[] }) => ReactNode;

function List<T extends { id: string }>({ index, def }: { index: readonly Entry<T>[]; def: ListDef<T> }) {
  const [q, setQ] = useState('');
  const { page, total } = useMemo(() => search(index, q), [index, q]);
  return (
    <main>
      <h1>Bare list</h1>
      <div role="search" aria-label="Search">
        <input type="search" aria-label="Search" value={q} autoComplete="off" spellCheck={false} onChange={(e) => setQ(e.target.value)} />
      </div>
      <table>
        <thead>
          <tr>{def.columns.map((c) => <th key={c.header} scope="col">{c.header}</th>)}</tr>
        </thead>
        <tbody>
          {page.map((row) => <Row key={row.id} row={row} columns={def.columns} />)}
        </tbody>
      </table>
      <p>{total} rows</p>
    </main>
  );
}

const kind = new URLSearchParams(location.search).get('list') === 'users' ? 'users' : 'trips';
const root = document.getElementById('root');
void fetch(`./${kind}.json`).then((r) => r.json()).then((rows: unknown[]) => {
  if (!root) return;
  createRoot(root).render(kind === 'users'
    ? <List index={indexOf(rows as User[], USERS)} def={USERS} />
    : <List index={indexOf(rows as Trip[], TRIPS)} def={TRIPS} />);
});
