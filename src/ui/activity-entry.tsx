/**
 * The parts of an activity-log entry that the log and a user's page show alike: when it happened,
 * and what changed in the admin's language ("Status: Pending → Approved"), with the labels and
 * value names the screens use. The entry carries codes (`{ field: 'role', from: 'diver', to:
 * 'diveMaster' }`); this file is the one place that turns them into words. Unlike the other
 * primitives its words are not `ui.*`: they are the activity section's and the screens' own labels,
 * so that the log says "Last name" where the user's form does. It sits in ui because the log and a
 * user's page (two features) show entries alike.
 */
import type { ReactNode } from 'react';
import {
  CONTACT_STATUSES, NEWS_STATUSES, REVIEW_STATUSES, ROLES, STAFF_ROLES, USER_STATUSES,
  type ActivityChange, type ActivityEntry, type ActivityRecordKind, type ActivityValue,
} from '../contract';
import { countryName, formatDate, formatRelativeTime, useI18n, type I18n } from '../lib/i18n';
import { Link } from '../lib/router';

/**
 * When an entry happened, relative ("3 min ago") with the date and time under it, so both read at
 * a glance; `dateTime` carries the instant for machines. `now` is the render's clock.
 */
export function EntryTime({ at, now }: { at: string; now: number }) {
  const i18n = useI18n();
  const absolute = formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <span className="activity__when">
      <time dateTime={at} title={absolute}>{formatRelativeTime(i18n, at, now)}</time>
      <span className="activity__absolute">{absolute}</span>
    </span>
  );
}

/** `kind:id` of an entry's record: the key of the records known gone. */
export const recordKey = (record: NonNullable<ActivityEntry['record']>): string => `${record.kind}:${record.id}`;

/**
 * The records the entries show as deleted: the news deleted in any of `entries`. Other records are
 * never deleted through the API (users are blocked, reviews decided), so their links stay.
 */
export function goneRecords(entries: readonly ActivityEntry[]): ReadonlySet<string> {
  const gone = new Set<string>();
  for (const e of entries) if (e.action === 'news.deleted' && e.record) gone.add(recordKey(e.record));
  return gone;
}

export interface EntryRecordProps {
  record: ActivityEntry['record'];
  /** The record's page; null when there is none to open. */
  href: string | null;
  /** The record was deleted since: named, not linked. */
  gone?: boolean;
}

/** The record an entry is about: its kind and its name at the time, a link to its page, or a note that it was deleted. */
export function EntryRecord({ record, href, gone = false }: EntryRecordProps) {
  const { t } = useI18n();
  if (!record) return <span className="activity__none">{t('activity.noRecord')}</span>;
  const kind = <span className="activity__kind">{t(`activity.kinds.${record.kind}`)}</span>;
  const name = record.name || record.id;
  return (
    <span className="activity__record">
      {kind}
      {href && !gone
        ? <Link className="activity__record-name activity__link" dir="auto" to={href}>{name}</Link>
        : <span className="activity__record-name" dir="auto">{name}</span>}
      {gone && <span className="activity__gone">{t('activity.deleted')}</span>}
    </span>
  );
}

/** How a value reads: text as typed, or a code's name. Null: the value is not shown ("edited"). */
type ShowValue = ((value: ActivityValue, i18n: I18n) => string) | null;

interface FieldShown {
  /** The locale key of the field's label, the one its screen uses. */
  label: string;
  value?: ShowValue;
}

const asText: ShowValue = (value) => String(value);

/** A code named by `prefix.code`; a code this build does not know is shown as it is. */
const named = (prefix: string, codes: readonly string[]): ShowValue => (value, { t }) =>
  typeof value === 'string' && codes.includes(value) ? t(`${prefix}.${value}`) : String(value);

const country: ShowValue = (value, i18n) => (typeof value === 'string' ? countryName(i18n.language, value) : String(value));

const text = (label: string): FieldShown => ({ label });
/** Long text (an article's content, a picture's address): the entry says it changed, not to what. */
const edited = (label: string): FieldShown => ({ label, value: null });

const REVIEW: Readonly<Record<string, FieldShown>> = {
  status: { label: 'reviews.details.fields.status', value: named('reviews.details.status', REVIEW_STATUSES) },
};

/**
 * The fields each kind of record reports, as its screens label them. Total over the kinds, so a new
 * kind of record is a compile error here; a field not listed shows its code, so a field the API
 * adds later still reads.
 */
const FIELDS: Readonly<Record<ActivityRecordKind, Readonly<Record<string, FieldShown>>>> = {
  trip: REVIEW,
  product: REVIEW,
  diveMaster: REVIEW,
  user: {
    status: { label: 'users.fields.status', value: named('users.status', USER_STATUSES) },
    role: { label: 'users.fields.role', value: named('users.role', ROLES) },
    staffRole: { label: 'staff.fields.staffRole', value: named('staff.roles', STAFF_ROLES) },
    firstName: text('users.fields.firstName'),
    lastName: text('users.fields.lastName'),
    email: text('users.fields.email'),
    phone: text('users.fields.phone'),
    country: { label: 'users.fields.country', value: country },
    avatarUrl: edited('settings.general.avatar'),
  },
  news: {
    status: { label: 'news.list.columns.status', value: named('news.status', NEWS_STATUSES) },
    title: text('news.fields.title'),
    summary: text('news.fields.summary'),
    content: edited('news.fields.content'),
    coverImageUrl: edited('news.fields.cover'),
  },
  legal: {
    version: { label: 'activity.fields.version', value: (value, { t }) => t('legal.meta.version', { version: String(value) }) },
    title: text('legal.fields.title'),
    content: edited('legal.fields.content'),
  },
  siteContact: {
    email: text('legal.contact.email'),
    phone: text('legal.contact.phone'),
    whatsapp: text('legal.contact.whatsapp'),
    address: text('legal.contact.address'),
    city: text('legal.contact.city'),
    country: { label: 'legal.contact.country', value: country },
    openingHours: text('legal.contact.openingHours'),
    mapUrl: edited('legal.contact.mapUrl'),
    'socials.facebook': edited('legal.contact.social.facebook'),
    'socials.instagram': edited('legal.contact.social.instagram'),
    'socials.youtube': edited('legal.contact.social.youtube'),
    'socials.tiktok': edited('legal.contact.social.tiktok'),
    'socials.x': edited('legal.contact.social.x'),
  },
  contact: {
    status: { label: 'contact.columns.status', value: named('contact.status', CONTACT_STATUSES) },
  },
};

/** The fields of entries about no record: an export names the view it wrote. */
const WITHOUT_RECORD: Readonly<Record<string, FieldShown>> = {
  list: text('activity.fields.list'),
};

/** One change as plain words ("Status: Pending → Approved"), for a title or a screen reader. */
export function changeWords(kind: ActivityRecordKind | undefined, change: ActivityChange, i18n: I18n): { label: string; from: string | null; to: string | null } {
  const { t } = i18n;
  const shown = kind ? FIELDS[kind][change.field] : WITHOUT_RECORD[change.field];
  const label = shown ? t(shown.label) : change.field;
  const show = shown?.value === undefined ? asText : shown.value;
  if (show === null) return { label, from: null, to: null };
  const word = (value: ActivityValue): string => (value === null || value === '' ? t('activity.noValue') : show(value, i18n));
  return { label, from: change.from === null ? null : word(change.from), to: word(change.to) };
}

function Change({ kind, change }: { kind: ActivityRecordKind | undefined; change: ActivityChange }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { label, from, to } = changeWords(kind, change, i18n);
  let value: ReactNode;
  if (to === null) value = <span className="activity__edited">{t('activity.edited')}</span>;
  else if (from === null) value = <bdi className="activity__value">{to}</bdi>;
  else {
    value = (
      <>
        <bdi className="activity__value activity__from">{from}</bdi>
        {' '}<span className="activity__arrow" aria-hidden="true">{t('activity.arrow')}</span>
        <span className="sr-only">{t('activity.to')}</span>{' '}
        <bdi className="activity__value">{to}</bdi>
      </>
    );
  }
  return (
    <li className="activity__change">
      <span className="activity__label">{t('activity.fieldLabel', { field: label })}</span> {value}
    </li>
  );
}

/** What changed, one line per field, in the admin's language; a dash when there is nothing to compare. */
export function EntryChanges({ entry }: { entry: Pick<ActivityEntry, 'record' | 'changes'> }) {
  const { t } = useI18n();
  if (entry.changes.length === 0) return <span className="activity__none">{t('activity.noChange')}</span>;
  return (
    <ul className="activity__changes">
      {entry.changes.map((change) => <Change key={change.field} kind={entry.record?.kind} change={change} />)}
    </ul>
  );
}
