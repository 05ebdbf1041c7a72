/**
 * What differs between the three review queues: paths, list endpoint, how a row is named, and the
 * columns of PRODUCT.md between the name and the shared "submitted" and "status" columns.
 */
import type { ReactNode } from 'react';
import type { Product, Trip, User } from '../../../contract';
import type { I18n } from '../../../lib/i18n';
import type { ListEndpoint } from '../../../lib/list';
import { paths, type ReviewStatusTab } from '../../../paths';
import { reviewStateOf, type ReviewKind, type ReviewState } from '../api';
import { REVIEW_LISTS } from '../list-api';
import { renderEmail } from './email-link';
import { dateRangeParts, formatMoney } from './format';
import { renderPlace } from './place';

/** A column of a queue beyond the shared ones: its sort field (also its key), header and cell. */
export interface KindColumn<R> {
  /** A sortable field of the kind's list spec. */
  key: string;
  /** Locale key of the header. */
  header: string;
  align?: 'start' | 'end';
  render(row: R, i18n: I18n): ReactNode;
}

export interface QueueConfig<R extends { id: string }> {
  kind: ReviewKind;
  /** The tabs' URLs. */
  queuePath(tab: ReviewStatusTab): string;
  /** The row's details page. */
  detailsPath(id: string): string;
  list: ListEndpoint<R, ReviewStatusTab>;
  /** The sort field and locale key of the first column, the row's name. */
  nameColumn: { key: string; header: string };
  /** The row's name: first column, checkbox label, bulk report. */
  name(row: R): string;
  /** Status, submission and `updatedAt` (sent back as `expectedUpdatedAt`); null without any. */
  review(row: R): ReviewState | null;
  columns: readonly KindColumn<R>[];
}

const person = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

export { placeName } from './place';

/** A trip's dates in a cell: each date kept whole, the line broken after the dash when space is short. */
function renderDates(i18n: I18n, start: string, end: string): ReactNode {
  const [from, to] = dateRangeParts(i18n, start, end);
  return to === undefined
    ? <span className="queue__nowrap">{from}</span>
    : <span className="queue__dates"><span>{from} –</span> <span>{to}</span></span>;
}

export const DIVE_MASTER_QUEUE: QueueConfig<User> = {
  kind: 'diveMaster',
  queuePath: paths.diveMaster.status,
  detailsPath: paths.diveMaster.details,
  list: REVIEW_LISTS.diveMaster,
  nameColumn: { key: 'name', header: 'reviews.columns.name' },
  name: person,
  review: (user) => reviewStateOf('diveMaster', user),
  columns: [
    { key: 'email', header: 'reviews.columns.email', render: (u) => renderEmail(u.email) },
    { key: 'agency', header: 'reviews.columns.agency', render: (u) => <bdi>{u.certification?.agency ?? '—'}</bdi> },
    { key: 'level', header: 'reviews.columns.level', render: (u) => <bdi>{u.certification?.level ?? '—'}</bdi> },
    { key: 'number', header: 'reviews.columns.number', render: (u) => <bdi className="queue__mono">{u.certification?.number ?? '—'}</bdi> },
  ],
};

export const TRIP_QUEUE: QueueConfig<Trip> = {
  kind: 'trip',
  queuePath: paths.trips.status,
  detailsPath: paths.trips.details,
  list: REVIEW_LISTS.trip,
  nameColumn: { key: 'title', header: 'reviews.columns.title' },
  name: (trip) => trip.title,
  review: (trip) => reviewStateOf('trip', trip),
  columns: [
    {
      key: 'location', header: 'reviews.columns.location',
      render: (trip, i18n) => <span className="queue__place">{renderPlace(i18n, trip.location)}</span>,
    },
    { key: 'startDate', header: 'reviews.columns.dates', render: (trip, i18n) => renderDates(i18n, trip.startDate, trip.endDate) },
    { key: 'price', header: 'reviews.columns.price', align: 'end', render: (trip, i18n) => <span className="queue__nowrap">{formatMoney(i18n, trip.price)}</span> },
    { key: 'diveMaster', header: 'reviews.columns.diveMaster', render: (trip) => <bdi>{person(trip.diveMaster)}</bdi> },
  ],
};

export const PRODUCT_QUEUE: QueueConfig<Product> = {
  kind: 'product',
  queuePath: paths.products.status,
  detailsPath: paths.products.view,
  list: REVIEW_LISTS.product,
  nameColumn: { key: 'name', header: 'reviews.columns.name' },
  name: (product) => product.name,
  review: (product) => reviewStateOf('product', product),
  columns: [
    { key: 'category', header: 'reviews.columns.category', render: (p, i18n) => i18n.t(`reviews.columns.categories.${p.category}`) },
    { key: 'condition', header: 'reviews.columns.condition', render: (p, i18n) => i18n.t(`reviews.columns.conditions.${p.condition}`) },
    { key: 'price', header: 'reviews.columns.price', align: 'end', render: (p, i18n) => <span className="queue__nowrap">{formatMoney(i18n, p.price)}</span> },
    { key: 'seller', header: 'reviews.columns.seller', render: (p) => <bdi>{person(p.seller)}</bdi> },
  ],
};
