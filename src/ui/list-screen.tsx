import { useEffect, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useI18n } from '../lib/i18n';
import { PAGE_SIZES, type ListState, type UseListResult } from '../lib/list';
import { Button } from './button';
import type { IconName } from './icon-paths';
import { Pagination } from './pagination';
import { SearchField } from './search-field';
import { Spinner } from './spinner';
import { EmptyState, ErrorState } from './states';
import type { TableRowProps } from './table';
import type { TableSort } from './table-state';
import { useErrorMessage } from './use-error-message';
import { cx } from './utils';

/** What a list screen hands its table: the rows and their state, the sort and the empty body. */
export interface ListTableProps<T> {
  caption: string;
  rows: readonly T[];
  loading: boolean;
  updating: boolean;
  sort: TableSort;
  onSortChange(sort: TableSort | null): void;
  empty: ReactNode;
}

/** The two empty bodies of a list: nothing at all, and nothing matching the search or filters. */
export interface ListScreenEmpty {
  /** The list has no rows at all. */
  icon: IconName;
  title: string;
  /** A way to add the first one ("Write the first article"). */
  action?: ReactNode;
  /** Filters hide every row and no search is typed (a search says what was searched instead). */
  filteredTitle: string;
  /** The button that shows every row again, and what it does. */
  clearLabel: string;
  onClear(): void;
}

export interface ListScreenProps<T> {
  /** The page's own class (`users`), beside `page list-screen`. */
  className: string;
  title: string;
  /** Beside the title, e.g. the "New user" link. */
  actions?: ReactNode;
  /** Above the search, e.g. the facet chips. */
  filters?: ReactNode;
  search: { label: string; placeholder?: string; ref?: Ref<HTMLInputElement> };
  /** The view in the URL (`useListState`) and the page of rows read for it (`useList`). */
  list: ListState;
  result: UseListResult<T>;
  /** The table's accessible name. */
  caption: string;
  /** The sort column shown when the URL names none (the spec's default). */
  defaultSort: string;
  empty: ListScreenEmpty;
  /** Renders the feature's table with the props it is handed. */
  table(props: ListTableProps<T>): ReactNode;
  /** Names the pagination landmark; default "Pagination". */
  pagesLabel?: string;
  /** Between the search and the table, e.g. a bulk bar. */
  children?: ReactNode;
}

/**
 * The body of every list page: title and actions, filters, the search with an "updating" status, the
 * failed load with a retry (over the old rows, or instead of the table when there are none), the
 * table with its empty states, and the pages with their summary and page size. A page past the end
 * (a stale link, rows removed since) moves to the last page rather than show nothing.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { className, title, actions, filters, search, list, result, caption, defaultSort, pagesLabel, children } = props;
  const { t } = useI18n();
  const readError = useErrorMessage();
  const { params } = list;
  const { rows, meta, isLoading, isUpdating, error, refetch } = result;
  useLastPage(list, result);

  const titleElement = <h1 className="page__title">{title}</h1>;
  return (
    <div className={cx('page list-screen', className)}>
      {actions ? <div className="list-screen__header">{titleElement}{actions}</div> : titleElement}
      {filters}
      <div className="list-screen__toolbar">
        <SearchField ref={search.ref} label={search.label} placeholder={search.placeholder} value={params.q}
          onChange={list.setQuery} onType={(q) => list.setQuery(q, { typing: true })} />
        {isUpdating && <span className="list-screen__updating" role="status"><Spinner /> {t('lists.updating')}</span>}
      </div>
      {children}
      {error && !isLoading && (
        <ErrorState compact={rows.length > 0} message={readError(error).message} onRetry={() => void refetch()} retrying={isUpdating} />
      )}
      {!(error && rows.length === 0 && !isLoading) && props.table({
        caption,
        rows,
        loading: isLoading,
        updating: isUpdating,
        sort: { key: params.sort ?? defaultSort, direction: params.order },
        onSortChange: (sort) => list.setSort(sort?.key ?? null, sort?.direction),
        empty: <ListEmpty empty={props.empty} q={params.q.trim()} filtered={Object.keys(params.filters).length > 0} />,
      })}
      {meta && meta.total > 0 && (
        <Pagination page={params.page} pageSize={params.pageSize} total={meta.total} pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => list.setPage(page)} onPageSizeChange={list.setPageSize} label={pagesLabel} />
      )}
    </div>
  );
}

/** Moves a page past the end to the last page, in place of the history entry that asked for it. */
function useLastPage({ params, setPage }: ListState, { meta, isUpdating, rows }: UseListResult<unknown>): void {
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / params.pageSize)) : 1;
  useEffect(() => {
    if (meta && !isUpdating && rows.length === 0 && params.page > lastPage) setPage(lastPage, { replace: true });
  }, [meta, isUpdating, rows.length, params.page, lastPage, setPage]);
}

function ListEmpty({ empty, q, filtered }: { empty: ListScreenEmpty; q: string; filtered: boolean }) {
  const { t } = useI18n();
  if (q === '' && !filtered) return <EmptyState icon={empty.icon} compact title={empty.title} action={empty.action} />;
  return (
    <EmptyState icon="search" compact title={q ? t('lists.empty.search', { q }) : empty.filteredTitle}
      action={<Button size="sm" onClick={empty.onClear}>{empty.clearLabel}</Button>} />
  );
}

/** The attributes of a body row that opens on a click (the pointer over it); data only, so rows stay memoized. */
export const CLICKABLE_ROW: TableRowProps = Object.freeze({ 'data-clickable': '' });

/**
 * A Table `onRowClick` that opens the row's record on a click anywhere in it. The row's own link
 * stays the keyboard's way in; a click on a link or button inside, or one ending a text selection,
 * is theirs.
 */
export function openRowOnClick(open: (key: string) => void): (key: string, event: MouseEvent<HTMLTableRowElement>) => void {
  return (key, event) => {
    if (event.target instanceof Element && event.target.closest('a, button')) return;
    if (window.getSelection()?.toString()) return;
    open(key);
  };
}
