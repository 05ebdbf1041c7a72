// The baseline of the lists benchmark (bench/lists.ts): a bare React 19 page that holds a whole list
// in memory (the same 5,000 trips or 10,000 users the server has, fetched once from a JSON file the
// bench writes) and filters it as you type: a search box and the app's table (same columns, same
// 25-row first page, same stylesheet, same order and matching rules through the contract's
// applyList). No router, i18n, cache, debounce or server round trip. `?list=trips` or `?list=users`.
import { useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyList, LIST_SPECS, type ListSpec, type Trip, type User } from '../../src/contract';

const PAGE_SIZE = 25;
const DAY_MS = 86_400_000;
const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const regions = new Intl.DisplayNames(['en'], { type: 'region' });

function ago(iso: string | null, now: number): string {
  if (!iso) return 'Never';
  return relative.format(Math.round((Date.parse(iso) - now) / DAY_MS), 'day');
}

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
}

function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className="badge" data-tone={tone} data-variant="soft" data-size="sm"><span className="badge__dot" aria-hidden="true" />{children}</span>;
}

interface Column<T> {
  header: string;
  render(row: T, now: number): ReactNode;
}

const TRIP_COLUMNS: Column<Trip>[] = [
  { header: 'Location', render: (t) => <bdi>{`${t.location.name}, ${regions.of(t.location.country) ?? t.location.country}`}</bdi> },
  { header: 'Dates', render: (t) => <span className="queue__nowrap">{`${dates.format(Date.parse(t.startDate))} – ${dates.format(Date.parse(t.endDate))}`}</span> },
  { header: 'Price', render: (t) => <span className="queue__nowrap">{money(t.price.amount, t.price.currency)}</span> },
  { header: 'Dive master', render: (t) => <bdi>{`${t.diveMaster.firstName} ${t.diveMaster.lastName}`}</bdi> },
  { header: 'Submitted', render: (t, now) => <time dateTime={t.submittedAt} title={full.format(Date.parse(t.submittedAt))}>{ago(t.submittedAt, now)}</time> },
  { header: 'Status', render: (t) => <Badge tone={t.status === 'approved' ? 'success' : t.status === 'rejected' ? 'error' : 'warning'}>{t.status}</Badge> },
];

const USER_COLUMNS: Column<User>[] = [
  { header: 'E-mail', render: (u) => <span className="users__email">{u.email}</span> },
  { header: 'Role', render: (u) => <Badge tone="neutral">{u.role}</Badge> },
  { header: 'Status', render: (u) => <Badge tone={u.status === 'active' ? 'success' : 'error'}>{u.status}</Badge> },
  { header: 'Created', render: (u, now) => <time dateTime={u.createdAt} title={full.format(Date.parse(u.createdAt))}>{ago(u.createdAt, now)}</time> },
  { header: 'Last sign-in', render: (u, now) => <time dateTime={u.lastLoginAt ?? ''}>{ago(u.lastLoginAt, now)}</time> },
];

interface ListDef<T> {
  spec: ListSpec<T>;
  sort: string;
  name(row: T): ReactNode;
  columns: Column<T>[];
}

const TRIPS: ListDef<Trip> = {
  spec: LIST_SPECS.trips,
  sort: 'submittedAt',
  name: (t) => <a className="queue__link" dir="auto" href={`#${t.id}`}>{t.title}</a>,
  columns: TRIP_COLUMNS,
};
const USERS: ListDef<User> = {
  spec: LIST_SPECS.users,
  sort: 'createdAt',
  name: (u) => (
    <span className="users__person">
      <span className="avatar" data-size="sm" aria-hidden="true">{u.avatarUrl ? <img src={u.avatarUrl} alt="" /> : `${u.firstName[0] ?? ''}${u.lastName[0] ?? ''}`}</span>
      <a className="users__link" href={`#${u.id}`}>{`${u.firstName} ${u.lastName}`}</a>
    </span>
  ),
  columns: USER_COLUMNS,
};

function List<T extends { id: string }>({ rows, def }: { rows: readonly T[]; def: ListDef<T> }) {
  const [q, setQ] = useState('');
  const page = useMemo(
    () => applyList(rows, { page: 1, pageSize: PAGE_SIZE, q, sort: def.sort, order: 'desc', filters: {} }, def.spec),
    [rows, def, q],
  );
  const now = Date.now();
  return (
    <main className="page">
      <h1 className="page__title">Bare list</h1>
      <div role="search" aria-label="Search">
        <input type="search" aria-label="Search" className="input" value={q} autoComplete="off" spellCheck={false} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="table-wrap" role="region" aria-label="Rows" tabIndex={0}>
        <table className="table">
          <thead>
            <tr><th scope="col"><input type="checkbox" aria-label="Select page" /></th><th scope="col">Name</th>{def.columns.map((c) => <th key={c.header} scope="col">{c.header}</th>)}</tr>
          </thead>
          <tbody>
            {page.data.map((row) => (
              <tr key={row.id}>
                <td className="table__select"><input type="checkbox" aria-label="Select row" /></td>
                <th scope="row">{def.name(row)}</th>
                {def.columns.map((c) => <td key={c.header}>{c.render(row, now)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{page.meta.total} rows</p>
    </main>
  );
}

const kind = new URLSearchParams(location.search).get('list') === 'users' ? 'users' : 'trips';
const root = document.getElementById('root');
void fetch(`./${kind}.json`).then((r) => r.json()).then((rows: unknown[]) => {
  if (!root) return;
  createRoot(root).render(kind === 'users'
    ? <List rows={rows as User[]} def={USERS} />
    : <List rows={rows as Trip[]} def={TRIPS} />);
});
