import { useCallback, useRef, useState } from 'react';

/**
 * The row after moving `delta` from `current` among `ids`: from nowhere (or a row gone from the
 * page) j starts at the first row and k at the last; the ends hold (no wrap-around).
 */
export function moveCursor(ids: readonly string[], current: string | null, delta: number): string | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at === -1) return delta < 0 ? (ids.at(-1) ?? null) : (ids[0] ?? null);
  return ids[Math.min(ids.length - 1, Math.max(0, at + delta))] ?? null;
}

/** The keyboard's current row of a list (j / k). */
export interface RowCursor {
  /** The current row's id, or null before the first move (and once the page it was on is gone). */
  activeId: string | null;
  setActiveId(id: string | null): void;
  /** Moves by `delta` rows and returns the new current id (for focusing it). */
  move(delta: number): string | null;
}

interface Place {
  id: string;
  /** Where it was among `ids`: the row that takes its place when it leaves. */
  index: number;
  ids: readonly string[];
}

/**
 * The current row among `ids` (display order). When it leaves the page while the rest stay (a
 * decision took it out of a status tab), the row that takes its place, the one a focus ring still
 * on that line shows, becomes current, so the list's keys act on the row shown focused. A new page
 * or search (none of the rows stay) starts with no current row.
 */
export function cursorAfter(place: Place | null, ids: readonly string[]): string | null {
  if (place === null) return null;
  if (ids.includes(place.id)) return place.id;
  if (!place.ids.some((id) => ids.includes(id))) return null;
  return ids[Math.min(place.index, ids.length - 1)] ?? null;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a === b || (a.length === b.length && a.every((id, i) => id === b[i]));
}

/** A cursor over the rows on screen (`ids`, display order); see `cursorAfter` when its row leaves. */
export function useRowCursor(ids: readonly string[]): RowCursor {
  const [place, setPlace] = useState<Place | null>(null);
  const activeId = cursorAfter(place, ids);
  // The row that took the place is current from now on (React's state-from-props pattern).
  if (place !== null && !sameIds(place.ids, ids)) setPlace(activeId === null ? null : { id: activeId, index: ids.indexOf(activeId), ids });
  const latest = useRef({ ids, activeId });
  latest.current = { ids, activeId };

  const setActiveId = useCallback((id: string | null) => {
    const { ids: now } = latest.current;
    latest.current = { ...latest.current, activeId: id };
    setPlace(id === null ? null : { id, index: now.indexOf(id), ids: now });
  }, []);
  const move = useCallback((delta: number) => {
    const next = moveCursor(latest.current.ids, latest.current.activeId, delta);
    setActiveId(next);
    return next;
  }, [setActiveId]);

  return { activeId, setActiveId, move };
}

/**
 * Remembers every row seen on any page by id, so an action on a selection spanning pages still has
 * each row as the user last saw it (e.g. its `updatedAt` for a guarded write).
 */
export function useRowsById<T>(rows: readonly T[], idOf: (row: T) => string): (id: string) => T | undefined {
  const seen = useRef(new Map<string, T>());
  for (const row of rows) seen.current.set(idOf(row), row);
  return useCallback((id: string) => seen.current.get(id), []);
}
