/**
 * The records matching the palette's query: one request per group, sent once typing has paused
 * (SEARCH_DELAY_MS) and aborted as soon as the query changes, so only the last query's answers land.
 * A group that fails says so without taking the others down.
 */
import { useEffect, useState } from 'react';
import { matchesAll, queryWords } from './match';
import { RECORD_SOURCES, searchParams, type FoundRecord, type RecordSource } from './sources';

/** How long typing must pause before the search is sent. */
export const SEARCH_DELAY_MS = 150;
/** Queries shorter than this (trimmed) match too much to be worth asking for. */
export const MIN_SEARCH_LENGTH = 2;

export interface RecordGroup {
  source: RecordSource;
  status: 'loading' | 'done' | 'failed';
  records: FoundRecord[];
}

/** The groups for `query` (none below MIN_SEARCH_LENGTH), in RECORD_SOURCES order. */
export function useRecordSearch(query: string, sources: readonly RecordSource[] = RECORD_SOURCES): RecordGroup[] {
  const q = query.trim();
  const wanted = q.length >= MIN_SEARCH_LENGTH;
  const [answer, setAnswer] = useState<{ q: string; groups: RecordGroup[] }>({ q: '', groups: [] });

  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    const groups: RecordGroup[] = sources.map((source) => ({ source, status: 'loading', records: [] }));
    const settle = (index: number, group: Omit<RecordGroup, 'source'>) => {
      if (controller.signal.aborted) return;
      groups[index] = { source: sources[index] as RecordSource, ...group };
      setAnswer({ q, groups: [...groups] });
    };
    const timer = setTimeout(() => {
      setAnswer({ q, groups: [...groups] });
      sources.forEach((source, index) => {
        source.search(searchParams(q), controller.signal).then(
          (records) => settle(index, { status: 'done', records }),
          () => settle(index, { status: 'failed', records: [] }),
        );
      });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted, sources]);

  if (!wanted) return [];
  if (answer.q === q) return answer.groups;
  // While the next query waits for its pause and its answer, every group is loading (the first
  // query's too, so "Searching…" shows from the first key), and the last answer's records that the
  // new query still names stay, so the list does not blink and Enter never opens one it no longer names.
  const words = queryWords(q);
  return sources.map((source) => ({
    source,
    status: 'loading',
    records: (answer.groups.find((g) => g.source === source)?.records ?? [])
      .filter((r) => matchesAll([r.title, r.detail, ...(r.fields ?? []).map((f) => f.value)], words)),
  }));
}
