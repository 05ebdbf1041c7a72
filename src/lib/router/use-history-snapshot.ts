import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Action, Location } from 'history';
import type { AppHistory } from './history';

/** A location with the action that led to it. */
export interface HistorySnapshot {
  action: Action;
  location: Location;
}

/** The history's current entry; re-renders on every navigation (history v5's `listen`). */
export function useHistorySnapshot(history: AppHistory): HistorySnapshot {
  const last = useRef<HistorySnapshot | null>(null);
  const subscribe = useCallback((onChange: () => void) => history.listen(onChange), [history]);
  const getSnapshot = useCallback((): HistorySnapshot => {
    // history keeps one location object per entry, so identity tells whether anything changed.
    if (last.current?.location !== history.location) {
      last.current = { action: history.action, location: history.location };
    }
    return last.current;
  }, [history]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
