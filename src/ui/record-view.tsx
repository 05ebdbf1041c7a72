import type { ReactNode } from 'react';
import { isHttpError } from '../lib/http';
import { useT } from '../lib/i18n';
import { Skeleton } from './skeleton';
import { ErrorState } from './states';
import { useErrorMessage } from './use-error-message';

/** What `RecordView` reads of a query of one record (lib/query's `useQuery` answer fits). */
export interface RecordQuery<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

export interface RecordViewProps<T> {
  query: RecordQuery<T>;
  /** The record's content, drawn once it is there. */
  children(record: T): ReactNode;
  /** The failed load's heading. Default "Something went wrong". */
  errorTitle?: string;
  /** The heading of a 404 (no retry: the record is gone). Default: `errorTitle` with the server's message. */
  notFoundTitle?: string;
  /** What a 404 shows instead of `notFoundTitle` alone, e.g. with a way back to the list. */
  notFound?: ReactNode;
  /** Said to screen readers while loading, e.g. "Loading the user…". */
  loadingLabel?: string;
  /** The shape of the content while loading. Default: two lines and a block. */
  skeleton?: ReactNode;
}

/**
 * The three states of a page that loads one record: a skeleton of its shape while loading, the
 * failure with a retry (a 404 says the record is not there, without one), then the content. A
 * failed refetch of a record already shown keeps it, with a compact notice above it.
 */
export function RecordView<T>({ query, children, errorTitle, notFoundTitle, notFound, loadingLabel, skeleton }: RecordViewProps<T>) {
  const t = useT();
  const readError = useErrorMessage();
  const { data, error, isFetching } = query;
  const retry = () => void query.refetch();
  if (data !== undefined) {
    return (
      <>
        {error ? <ErrorState compact message={readError(error).message} onRetry={retry} retrying={isFetching} /> : null}
        {children(data)}
      </>
    );
  }
  if (error) {
    const missing = (notFound !== undefined || notFoundTitle !== undefined) && isHttpError(error) && error.status === 404;
    if (missing) return notFound ?? <ErrorState title={notFoundTitle} />;
    return <ErrorState title={errorTitle} message={readError(error).message} onRetry={retry} retrying={isFetching} />;
  }
  return (
    <div aria-busy="true">
      {skeleton ?? (
        <>
          <Skeleton lines={2} width="60%" />
          <Skeleton shape="block" height="16rem" />
        </>
      )}
      <p className="sr-only" role="status">{loadingLabel ?? t('ui.loading')}</p>
    </div>
  );
}
