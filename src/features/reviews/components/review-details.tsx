import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { Card, EmptyState, RecordView, Skeleton } from '../../../ui';
import { REVIEW_QUERIES, type ReviewKind, type ReviewRecords } from '../api';
import { REVIEW_PATHS, readFrom } from './from-queue';
import { ReviewDetailsView } from './review-details-view';

export interface ReviewDetailsProps<K extends ReviewKind> {
  kind: K;
  /** The record's name: the page title, toasts, alt texts. */
  nameOf(record: ReviewRecords[K]): string;
  /** The kind's own sections (profile and certification, trip, product). */
  children(record: ReviewRecords[K], name: string): ReactNode;
}

/**
 * A review details page: reads `:id` and `?from=` (the queue the admin came from) and loads the
 * record through ui's RecordView (loading, not found with a way back to the queue, a failure with a
 * retry, then the record).
 */
export function ReviewDetails<K extends ReviewKind>({ kind, nameOf, children }: ReviewDetailsProps<K>) {
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const from = search.get('from');
  const queue = useMemo(() => readFrom(kind, from), [kind, from]);
  const { data, error, isFetching, refetch } = useQuery(REVIEW_QUERIES[kind], id, { skip: id === '' });
  const queueHref = queue?.href ?? REVIEW_PATHS[kind].queue('pending');
  // The record shown last: moving to another one ([ ], after a decision) puts focus on its title,
  // so a screen reader announces it and the keyboard carries on from the top of the page.
  const shown = useRef<string | null>(null);
  const moved = shown.current !== null && shown.current !== id;
  const ready = data !== undefined && data.id === id;
  useEffect(() => {
    if (ready) shown.current = id;
  });

  // The record of another id (the one shown before [ ] moved on) is not this page's: load afresh.
  const record = ready ? data : undefined;
  return (
    <RecordView
      query={{ data: record, error, isFetching, refetch }}
      notFound={(
        <div className="page review-details">
          <EmptyState icon="search" title={t(`reviews.details.notFound.${kind}`)} description={t('reviews.details.notFound.description')}
            action={<Link className="btn" data-variant="secondary" data-size="md" to={queueHref}>{t('reviews.details.notFound.back')}</Link>} />
        </div>
      )}
      loadingLabel={t('ui.loading')}
      skeleton={(
        <div className="page review-details">
          <Skeleton width="40%" height="2rem" shape="block" />
          <div className="review-details__grid">
            <Card><Skeleton lines={6} /></Card>
            <Card><Skeleton lines={4} /></Card>
          </div>
        </div>
      )}
    >
      {(shownRecord) => (
        <ReviewDetailsView kind={kind} id={id} record={shownRecord} name={nameOf(shownRecord)} queue={queue} focusTitle={moved}>
          {children(shownRecord, nameOf(shownRecord))}
        </ReviewDetailsView>
      )}
    </RecordView>
  );
}
