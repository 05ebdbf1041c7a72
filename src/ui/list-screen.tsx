import type { MouseEvent, ReactNode, Ref } from 'react';
import { isHttpError } from '../lib/http';
import { useI18n } from '../lib/i18n';
import { PAGE_SIZES, type ListController } from '../lib/list';
import { Button } from './button';
import { ExportButton } from './export-button';
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
  icon?: IconName;
  title: string;
  /** A way to add the first one ("Write the first article"). */
  action?: ReactNode;
  /** Filters hide every row and no search is typed (a search says what was searched instead). */
  filteredTitle?: string;
  /** The button that shows every row again, and what it does; default "Clear search", emptying it. */
  clearLabel?: string;
  onClear?(): void;
}

export interface ListScreenProps<T> {
  /** The page's own class (`users`), beside `page list-screen`. */
  className: string;
  title: string;
  /** Beside the title, e.g. the "New user" link. */
  actions?: ReactNode;
  /** Above the search, e.g. the facet chips or a queue's status tabs. */
  filters?: ReactNode;
  search: { label: string; placeholder?: string; ref?: Ref<HTMLInputElement> };
  /** The list's controller (`useListController`): its view, rows and their state. */
  list: ListController<T>;
  /** The table's accessible name. */
  caption: string;
  empty: ListScreenEmpty;
  /** Renders the feature's table with the props it is handed. */
  table(props: ListTableProps<T>): ReactNode;
  /** Names the pagination landmark; default "Pagination". */
  pagesLabel?: string;
  /** Between the search and the table, e.g. a bulk bar. */
  children?: ReactNode;
}

/**
 * The body of every list page: title and actions, filters, the search with an "updating" status and
 * the Export button (the view as CSV, every page), the failed load with a retry (over the old rows,
 * or instead of the table when there are none), the table with its empty states, and the pages
 * with their summary and page size.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { className, title, actions, filters, search, list, caption, pagesLabel, children } = props;
  const { t } = useI18n();
  const { params, rows, meta, isLoading, isUpdating, error, refetch } = list;

  const titleElement = <h1 className="page__title">{title}</h1>;
  return (
    <div className={cx('page list-screen', className)}>
      {actions ? <div className="list-screen__header">{titleElement}{actions}</div> : titleElement}
      {filters}
      <div className="list-screen__toolbar">
        <SearchField ref={search.ref} label={search.label} placeholder={search.placeholder} search={list.search} />
        {isUpdating && <span className="list-screen__updating" role="status"><Spinner /> {t('lists.updating')}</span>}
        <ExportButton onExport={list.download} fallbackName={`${className}.csv`} />
      </div>
      {children}
      {error && !isLoading && <ListErrorMessage error={error} compact={rows.length > 0} retrying={isUpdating} onRetry={() => void refetch()} />}
      {!(error && rows.length === 0 && !isLoading) && props.table({
        caption,
        rows,
        loading: isLoading,
        updating: isUpdating,
        sort: { key: params.sort ?? '', direction: params.order },
        onSortChange: (sort) => list.setSort(sort?.key ?? null, sort?.direction),
        empty: <ListEmpty empty={props.empty} q={params.q.trim()} filtered={list.isFiltered} onClearSearch={() => list.setQuery('')} />,
      })}
      {meta && meta.total > 0 && (
        <Pagination page={params.page} pageSize={params.pageSize} total={meta.total} totalAtLeast={meta.totalAtLeast === true} rowsShown={rows.length} pageSizeOptions={PAGE_SIZES}
          onPageChange={(page) => list.setPage(page)} onPageSizeChange={list.setPageSize} label={pagesLabel} />
      )}
    </div>
  );
}

interface ListErrorMessageProps {
  error: Error;
  compact: boolean;
  retrying: boolean;
  onRetry(): void;
}

/**
 * A failed load as a sentence of ours, with the server's message as its detail only when the
 * answer is one of ours (an error code we know, said in the reader's language): a proxy's or a
 * crash's raw text ("boom") means nothing to an administrator.
 */
function ListErrorMessage({ error, compact, retrying, onRetry }: ListErrorMessageProps) {
  const { t } = useI18n();
  const readError = useErrorMessage();
  const known = isHttpError(error) && (error.status === 0 || (error.code !== null && t(`errors.codes.${error.code}`) !== `errors.codes.${error.code}`));
  return (
    <ErrorState compact={compact} title={t('lists.error')} message={known ? readError(error).message : undefined}
      onRetry={onRetry} retrying={retrying} />
  );
}

function ListEmpty({ empty, q, filtered, onClearSearch }: { empty: ListScreenEmpty; q: string; filtered: boolean; onClearSearch(): void }) {
  const { t } = useI18n();
  if (q === '' && (!filtered || empty.onClear === undefined)) return <EmptyState icon={empty.icon} compact title={empty.title} action={empty.action} />;
  const [label, onClear] = empty.onClear ? [empty.clearLabel ?? t('lists.search.clear'), empty.onClear] : [t('lists.search.clear'), onClearSearch];
  return (
    <EmptyState icon="search" compact title={q ? t('lists.empty.search', { q }) : (empty.filteredTitle ?? empty.title)}
      action={<Button size="sm" onClick={onClear}>{label}</Button>} />
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
