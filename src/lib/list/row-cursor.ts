import { useCallback, useEffect, useRef, useState } from 'react';

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
  /** The current row's id, or null before the first move (and after its row left the page). */
  activeId: string | null;
  setActiveId(id: string | null): void;
  /** Moves by `delta` rows and returns the new current id (for focusing it). */
  move(delta: number): string | null;
}

/** A cursor over the rows on screen (`ids`, display order); it resets when its row leaves. */
export function useRowCursor(ids: readonly string[]): RowCursor {
  const [activeId, setActiveId] = useState<string | null>(null);
  const latest = useRef({ ids, activeId });
  latest.current = { ids, activeId };
  const present = activeId !== null && ids.includes(activeId);

  useEffect(() => {
    if (!present && activeId !== null) setActiveId(null);
  }, [present, activeId]);

  const move = useCallback((delta: number) => {
    const next = moveCursor(latest.current.ids, latest.current.activeId, delta);
    latest.current = { ...latest.current, activeId: next };
    setActiveId(next);
    return next;
  }, []);

  return { activeId: present ? activeId : null, setActiveId, move };
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
