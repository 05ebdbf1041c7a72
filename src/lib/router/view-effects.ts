// What the provider does after showing a screen: report module loading, reset the scroll, set the title.
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../after-paint';
import type { RouteObjectMatch } from './types';
import type { HistorySnapshot } from './use-history-snapshot';

/** A screen the provider shows: the location and its matched chain (empty for the 404). */
export interface View extends HistorySnapshot {
  matches: readonly RouteObjectMatch[];
}

/** Tells `onLoadingChange` when `loading` flips (not on mount), and `false` on unmount mid-load. */
export function useLoadingReport(loading: boolean, onLoadingChange: ((loading: boolean) => void) | undefined): void {
  const reported = useRef(false);
  const listener = useRef(onLoadingChange);
  useEffect(() => {
    listener.current = onLoadingChange;
  });
  useEffect(() => {
    if (reported.current === loading) return;
    reported.current = loading;
    listener.current?.(loading);
  }, [loading]);
  useEffect(
    () => () => {
      if (reported.current) listener.current?.(false);
    },
    [],
  );
}

/** Scrolls to the top when a push or replace shows a new pathname (a pop keeps the scroll). */
export function useScrollReset(view: View | null): void {
  const lastPathname = useRef<string | null>(null);
  const pathname = view?.location.pathname ?? null;
  const action = view?.action;
  useEffect(() => {
    if (pathname === null) return;
    const previous = lastPathname.current;
    lastPathname.current = pathname;
    if (previous !== null && previous !== pathname && action !== 'POP') window.scrollTo(0, 0);
  }, [pathname, action]);
}

/**
 * Sets `document.title` from the innermost route `title` of the shown chain, once the screen has
 * painted (a title write waits on the browser process: lib/after-paint).
 */
export function useDocumentTitle(view: View | null, formatTitle: ((title: string) => string) | undefined): void {
  const title = view?.matches.findLast((m) => m.route.title !== undefined)?.route.title;
  useEffect(() => {
    if (title === undefined) return undefined;
    const text = formatTitle ? formatTitle(title) : title;
    return afterNextPaint(() => {
      if (document.title !== text) document.title = text;
    });
  }, [title, formatTitle]);
}
