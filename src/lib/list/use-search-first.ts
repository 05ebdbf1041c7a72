import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ListParams } from '../../contract';
import { afterNextPaint } from '../after-paint';
import { readWithin, SEARCH_WAIT_MS, type ListReader } from './reader';

/** A search asked for: the history entry it was typed on (another entry drops it) and its view. */
interface Search {
  entry: string;
  params: ListParams;
}

/** What useListState gets from useSearchFirst. */
export interface SearchFirst {
  /** The view to show: a search whose rows are in, until the URL says it too; else the URL's. */
  params: ListParams;
  /** What a change builds on: the search on its way, if any, else what is shown. */
  base(): ListParams;
  /** Shows `next`: at once without a reader, else once its rows are read (see useSearchFirst). */
  run(next: ListParams, reader: ListReader | undefined): void;
  /** Drops the search on its way (another change goes first). */
  cancel(): void;
}

/**
 * A search that asks for its rows first. With `reader` (a useList reads this view) the request
 * starts at once; when the rows are in the cache the page renders them (only the list's component,
 * at once), and the URL says so after that frame is painted: the router re-renders the whole app
 * for a new URL, which need not hold up the rows. Rows that take longer than SEARCH_WAIT_MS change
 * the URL first (the old rows then show, marked updating). `entry` is the history entry shown,
 * `fromUrl` its view, `write` puts a view in the URL (replacing the entry).
 */
export function useSearchFirst(entry: string, fromUrl: ListParams, write: (params: ListParams) => void): SearchFirst {
  const [shown, setShown] = useState<Search | null>(null);
  const params = shown !== null && shown.entry === entry ? shown.params : fromUrl;
  const waiting = useRef<Search | null>(null);
  // The entry shown as of the last render: a navigation renders at once, before an answer lands.
  const at = useRef(entry);
  at.current = entry;
  // Leaving the entry or the page drops the search: the URL must not jump back to one left behind.
  useEffect(() => () => {
    waiting.current = null;
  }, [entry]);

  const current = (search: Search) => waiting.current === search && at.current === search.entry;
  return {
    params,
    base: () => (waiting.current !== null && waiting.current.entry === at.current ? waiting.current.params : params),
    cancel: () => {
      waiting.current = null;
    },
    run(next, reader) {
      if (!reader) {
        waiting.current = null;
        write(next);
        return;
      }
      const search: Search = { entry: at.current, params: next };
      waiting.current = search;
      void readWithin(reader, next, SEARCH_WAIT_MS).then((ready) => {
        if (!current(search)) return;
        if (!ready) {
          waiting.current = null;
          write(next);
          return;
        }
        flushSync(() => setShown(search));
        afterNextPaint(() => {
          if (!current(search)) return;
          waiting.current = null;
          write(next);
        });
      });
    },
  };
}
