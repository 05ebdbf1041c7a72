/**
 * The activity log's entries (`GET /api/v1/activity`, see docs/api.md): one line per admin action,
 * written by the server as the action commits and never changed afterwards, and the list's spec.
 */
import { lazyFilter, type ListSpec } from './list';
import type { IsoDateTime } from './index';

/** Every action the log records. */
export const ACTIVITY_ACTIONS = [
  'auth.signedIn',
  'auth.signInFailed',
  'auth.signedOut',
  'auth.passwordChanged',
  'auth.passwordReset',
  'decision.approved',
  'decision.rejected',
  'decision.reopened',
  'decision.undone',
  'user.created',
  'user.changed',
  'user.blocked',
  'user.unblocked',
  'user.roleChanged',
  'staff.created',
  'staff.roleChanged',
  'staff.blocked',
  'staff.unblocked',
  'news.created',
  'news.changed',
  'news.published',
  'news.unpublished',
  'news.deleted',
  'legal.changed',
  'siteContact.changed',
  'contact.statusChanged',
  'list.exported',
] as const;

/** One of `ACTIVITY_ACTIONS`. */
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The kinds of record an entry can be about. */
export const ACTIVITY_RECORD_KINDS = ['user', 'diveMaster', 'trip', 'product', 'news', 'legal', 'siteContact', 'contact'] as const;

/** One of `ACTIVITY_RECORD_KINDS`. */
export type ActivityRecordKind = (typeof ACTIVITY_RECORD_KINDS)[number];

/**
 * The values of the list's `kind` filter: a record's kind, or `account` for the entries about the
 * admin's own account, which have no record (sign-ins, sign-outs, password changes), so that every
 * entry falls under one value and "all" is their sum.
 */
export const ACTIVITY_KIND_FILTERS = [...ACTIVITY_RECORD_KINDS, 'account'] as const;

/** One entry of the log. */
export interface ActivityEntry {
  id: string;
  at: IsoDateTime;
  /** Who acted, with their name at the time; for a failed sign-in, the account tried. */
  actor: { id: string; name: string };
  action: ActivityAction;
  /** The record acted on, with its name at the time; null for sign-ins and sign-outs. */
  record: { kind: ActivityRecordKind; id: string; name: string } | null;
  /**
   * What changed, field by field (empty when there is nothing to compare, e.g. a sign-in): codes
   * and values, never sentences, so each admin reads them in their own language. For
   * `list.exported`, one change of field `list` to the list's path and the query exported
   * (`/trips/all-trips/pending?q=raja`).
   */
  changes: ActivityChange[];
  /** The client address the request came from. */
  address: string;
}

/** A value before or after a change: a code (`pending`, `diveMaster`), a number (a version) or text. */
export type ActivityValue = string | number | boolean | null;

/**
 * One field of a record, before and after: `{ field: 'status', from: 'pending', to: 'approved' }`.
 * `from` is null when the record was created with the value; text longer than
 * `ACTIVITY_VALUE_MAX` characters is cut there and ends with "…". A nested field is `parent.child`
 * (`socials.instagram`).
 */
export interface ActivityChange {
  field: string;
  from: ActivityValue;
  to: ActivityValue;
}

/** The longest text value an entry keeps, "…" included. */
export const ACTIVITY_VALUE_MAX = 80;

const valueWords = (c: ActivityChange): (string | undefined)[] => [c.from === null ? undefined : String(c.from), c.to === null ? undefined : String(c.to)];

/** The activity list: searchable by who, what, which record and the changed values; filtered by action and kind. */
export const ACTIVITY_LIST_SPEC: ListSpec<ActivityEntry> = {
  words: (e) => [e.actor.name, e.action, e.record?.name, e.record?.id, ...e.changes.flatMap(valueWords), e.address],
  sort: {
    at: (e) => e.at,
    action: (e) => e.action,
    actor: (e) => e.actor.name,
  },
  filters: {
    action: lazyFilter(() => ACTIVITY_ACTIONS, (e) => e.action),
    kind: lazyFilter(() => ACTIVITY_KIND_FILTERS, (e) => e.record?.kind ?? 'account'),
  },
  defaultSort: { field: 'at', order: 'desc' },
};

/** The live event announcing a new entry (see live.ts). */
export interface ActivityEvent {
  type: 'activity';
  entry: ActivityEntry;
}
