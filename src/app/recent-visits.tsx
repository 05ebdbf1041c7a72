/**
 * The recent visits the signed-in shell owns: the user's list, created once per user and provided
 * to the palette, and the record a screen declares (screens.tsx `record`) noted with its title at
 * the router's path once the page has loaded it (and again when it is renamed).
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery, type QueryEndpoint } from '../lib/query';
import { createRecentVisits, recordTitleOf, type RecentVisits } from '../lib/recent';
import { usePathname, type Params } from '../lib/router';
import { screenMatchOf } from './navigation';
import type { ScreenRecord } from './screens';

/** The user's recent visits; a new list when the user changes, none while nobody is signed in. */
export function useRecentVisitsOf(userId: string | null): RecentVisits {
  return useMemo(() => createRecentVisits(userId), [userId]);
}

type Loaded = { record: ScreenRecord; query: QueryEndpoint<unknown, unknown> };

/** Notes the record of the screen at the router's path among `visits`; draws nothing. */
export function RecordVisits({ visits }: { visits: RecentVisits }) {
  const pathname = usePathname();
  const match = screenMatchOf(pathname);
  const record = match?.screen.record ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!record) return undefined;
    let current = true;
    record.query().then(
      (query) => { if (current) setLoaded({ record, query }); },
      // The page's own code failed to load too: its error screen says so.
      () => undefined,
    );
    return () => { current = false; };
  }, [record]);
  if (!match || !record || loaded?.record !== record) return null;
  return <RecordVisit key={pathname} visits={visits} path={pathname} query={loaded.query} params={match.params} record={record} />;
}

interface RecordVisitProps {
  visits: RecentVisits;
  path: string;
  query: QueryEndpoint<unknown, unknown>;
  record: ScreenRecord;
  params: Params;
}

// The page's own query and argument: one cache entry, so this asks the server nothing more.
function RecordVisit({ visits, path, query, record, params }: RecordVisitProps) {
  const title = recordTitleOf(useQuery(query, record.arg(params)).data);
  useEffect(() => {
    if (title !== null) visits.note({ path, title });
  }, [visits, path, title]);
  return null;
}
