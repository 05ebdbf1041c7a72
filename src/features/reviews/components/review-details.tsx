import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { isHttpError } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { Card, EmptyState, ErrorState, Skeleton, useErrorMessage } from '../../../ui';
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
 * A review details page: reads `:id` and `?from=` (the queue the admin came from), loads the
 * record, and shows loading, not found (404) and error states before the record itself.
 */
export function ReviewDetails<K extends ReviewKind>({ kind, nameOf, children }: ReviewDetailsProps<K>) {
  const t = useT();
  const readError = useErrorMessage();
  const { id = '' } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const from = search.get('from');
  const queue = useMemo(() => readFrom(kind, from), [kind, from]);
  const { data, error, isLoading, isFetching, refetch } = useQuery(REVIEW_QUERIES[kind], id, { skip: id === '' });
  const queueHref = queue?.href ?? REVIEW_PATHS[kind].queue('pending');
  // The record shown last: moving to another one ([ ], after a decision) puts focus on its title,
  // so a screen reader announces it and the keyboard carries on from the top of the page.
  const shown = useRef<string | null>(null);
  const moved = shown.current !== null && shown.current !== id;
  const ready = data !== undefined && data.id === id;
  useEffect(() => {
    if (ready) shown.current = id;
  });

  if (data && ready) {
    return (
      <ReviewDetailsView kind={kind} id={id} record={data} name={nameOf(data)} queue={queue} focusTitle={moved}>
        {children(data, nameOf(data))}
      </ReviewDetailsView>
    );
  }
  if (isHttpError(error) && error.status === 404) {
    return (
      <div className="page review-details">
        <EmptyState icon="search" title={t(`reviews.details.notFound.${kind}`)} description={t('reviews.details.notFound.description')}
          action={<Link className="btn" data-variant="secondary" data-size="md" to={queueHref}>{t('reviews.details.notFound.back')}</Link>} />
      </div>
    );
  }
  if (error && !isLoading) {
    return (
      <div className="page review-details">
        <ErrorState message={readError(error).message} onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  return (
    <div className="page review-details" aria-busy="true">
      <p className="sr-only" role="status">{t('ui.loading')}</p>
      <Skeleton width="40%" height="2rem" shape="block" />
      <div className="review-details__grid">
        <Card><Skeleton lines={6} /></Card>
        <Card><Skeleton lines={4} /></Card>
      </div>
    </div>
  );
}
