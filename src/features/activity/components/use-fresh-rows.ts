import { useState } from 'react';
import type { ActivityEntry } from '../../../contract';
import { freshIds, type SeenRows as Seen } from '../model';

interface State {
  key: string;
  rows: readonly ActivityEntry[] | null;
  seen: Seen | null;
  fresh: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * `rows` added to what `before` saw. A view starts at the time it opens, by this machine's clock:
 * on a later page the rows shown are old, and entries from before the view opened, pushed there by
 * new ones, are not new; a clock far behind the server's would mark a few of them.
 */
function seenOf(rows: readonly ActivityEntry[], before: Seen | null): Seen {
  const ids = new Set(before?.ids);
  let newest = before?.newest ?? new Date().toISOString();
  for (const row of rows) {
    ids.add(row.id);
    if (row.at > newest) newest = row.at;
  }
  return { ids, newest };
}

/**
 * The entries that came in while this view (`viewKey`: its filters, sort and page) stayed open: a
 * refetch after the live stream's invalidation brings them. They stay marked until the view
 * changes; the first answer of a view marks nothing. `settled`: the rows shown are this view's
 * latest answer (not the previous view's, kept while the next loads).
 */
export function useFreshRows(rows: readonly ActivityEntry[], viewKey: string, settled: boolean): ReadonlySet<string> {
  const [state, setState] = useState<State>({ key: viewKey, rows: null, seen: null, fresh: NONE });
  if (settled && (state.key !== viewKey || state.rows !== rows)) {
    if (state.key !== viewKey || state.seen === null) {
      setState({ key: viewKey, rows, seen: seenOf(rows, null), fresh: NONE });
    } else {
      const added = freshIds(rows, state.seen);
      const ids = new Set(rows.map((r) => r.id));
      const fresh = new Set([...state.fresh].filter((id) => ids.has(id)));
      for (const id of added) fresh.add(id);
      setState({ key: viewKey, rows, seen: seenOf(rows, state.seen), fresh: fresh.size > 0 ? fresh : NONE });
    }
  }
  return state.key === viewKey ? state.fresh : NONE;
}
