/**
 * What differs between the three review queues: how a row is named, and the columns of PRODUCT.md
 * between the name and the shared "submitted" and "status" columns; the paths, list endpoint and
 * review state follow from the kind (`queueConfig`). Each kind's configuration is its own module
 * (queue-dive-masters.tsx, queue-trips.tsx, queue-products.tsx), imported by its page alone: a
 * queue loads only its own columns, and only the trips bring the places and their country names.
 */
import type { ReactNode } from 'react';
import type { I18n } from '../../../lib/i18n';
import type { ListEndpoint } from '../../../lib/list';
import type { ReviewStatusTab } from '../../../paths';
import { REVIEW_LISTS, type ReviewKind, type ReviewRecords, type ReviewState } from '../api';
import { reviewStateOf } from '../review-state';
import { REVIEW_PATHS } from './from-queue';

/** A column of a queue beyond the shared ones: its sort field (also its key), header and cell. */
export interface KindColumn<R> {
  /** A sortable field of the kind's list spec. */
  key: string;
  /** Locale key of the header. */
  header: string;
  align?: 'start' | 'end';
  /** In a phone's card a `key` field, or an `extra` that also leaves a tablet's table. */
  card: 'key' | 'extra';
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

/** What a kind's own module says of its queue: how a row is named and its own columns. */
export type KindQueue<R extends { id: string }> = Pick<QueueConfig<R>, 'nameColumn' | 'name' | 'columns'>;

/** `kind`'s queue: its paths, list and review state follow from the kind, the rest from `own`. */
export function queueConfig<K extends ReviewKind>(kind: K, own: KindQueue<ReviewRecords[K]>): QueueConfig<ReviewRecords[K]> {
  const { queue, details } = REVIEW_PATHS[kind];
  const list: ListEndpoint<ReviewRecords[K], ReviewStatusTab> = REVIEW_LISTS[kind];
  return { kind, queuePath: queue, detailsPath: details, list, review: (row) => reviewStateOf(kind, row), ...own };
}
