/**
 * What a committed change means in the activity log: the actions, the record (with its name at the
 * time) and the changed fields as codes and values. Pure, so every rule is read here in one place;
 * who acted and from where are added by log.ts.
 */
import { ACTIVITY_VALUE_MAX, personName, staffRoleOf } from '../../src/contract';
import type {
  ActivityAction, ActivityChange, ActivityEntry, ActivityRecordKind, ActivityValue, ContactMessage, LegalDocument, News, Product, Review, SiteContact, Trip,
} from '../../src/contract';
import type { CommittedChange } from '../store/interface';
import type { CollectionName, StoredUser } from '../store/types';

/** An entry before its id, time, actor and address are known. */
export type DerivedAction = Pick<ActivityEntry, 'action' | 'record' | 'changes'> & {
  /** The account the action is about, for actions whose actor is that account (a sign-in, a reset). */
  subject?: StoredUser;
};

/** A stored value as an entry keeps it: scalars as they are, long text cut, anything else as JSON text. */
export function activityValue(value: unknown): ActivityValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > ACTIVITY_VALUE_MAX ? `${text.slice(0, ACTIVITY_VALUE_MAX - 1)}…` : text;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `field`, or `parent.field` for the fields of a nested object (a site contact's `socials`). */
function flatten(record: object): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) {
    if (isPlainObject(value)) for (const [inner, v] of Object.entries(value)) out.set(`${key}.${inner}`, v);
    else out.set(key, value);
  }
  return out;
}

/** Every field that differs between `before` and `after` (nested objects field by field), ignoring `skip`. */
export function fieldChanges(before: object, after: object, skip: readonly string[] = []): ActivityChange[] {
  const b = flatten(before);
  const a = flatten(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .filter((field) => !skip.includes(field.split('.')[0] as string) && JSON.stringify(b.get(field)) !== JSON.stringify(a.get(field)))
    .map((field) => ({ field, from: activityValue(b.get(field)), to: activityValue(a.get(field)) }));
}

/** One field's change. */
const changed = (field: string, from: unknown, to: unknown): ActivityChange[] => [{ field, from: activityValue(from), to: activityValue(to) }];

const DECISION: Record<Review['status'], ActivityAction> = { approved: 'decision.approved', rejected: 'decision.rejected', pending: 'decision.reopened' };

interface Decided {
  status: string;
  history: readonly Review[];
}

function decision(kind: ActivityRecordKind, id: string, name: string, before: Decided, after: Decided): DerivedAction[] {
  const last = after.history.at(-1);
  if (!last || before.history.length >= after.history.length) return [];
  return [{ action: last.undo ? 'decision.undone' : DECISION[last.status], record: { kind, id, name }, changes: changed('status', before.status, after.status) }];
}

/** Fields of a user that have their own action, or are bookkeeping. */
const USER_OWN = ['updatedAt', 'sessionVersion', 'passwordHash', 'lastLoginAt', 'certification', 'status', 'role', 'staffRole'];

/** The role and staff role that differ between `before` (null: created) and `after`, as staff entries show them. */
function roleChanges(before: StoredUser | null, after: StoredUser): ActivityChange[] {
  const out: ActivityChange[] = [];
  if (before?.role !== after.role) out.push(...changed('role', before?.role ?? null, after.role));
  const from = before && staffRoleOf(before);
  const to = staffRoleOf(after);
  if (from !== to) out.push(...changed('staffRole', from, to));
  return out;
}

/**
 * A user's entries: `staff.*` for what concerns an admin (made, blocked, given another role or
 * made one, or no longer one), `user.*` for everyone else, so the log of staff changes, the part an
 * auditor signs off, is one filter.
 */
function userActions(before: StoredUser | null, after: StoredUser | null, signedIn: StoredUser | null): DerivedAction[] {
  if (!after) return [];
  const record = { kind: 'user' as const, id: after.id, name: personName(after) };
  const staff = after.role === 'admin' || before?.role === 'admin';
  if (!before) return [staff ? { action: 'staff.created', record, changes: roleChanges(null, after) } : { action: 'user.created', record, changes: changed('role', null, after.role) }];
  const out: DerivedAction[] = [];
  if (before.certification && after.certification) {
    out.push(...decision('diveMaster', after.id, record.name, before.certification, after.certification));
  }
  if (before.status !== after.status) {
    const blocked = after.status === 'blocked';
    out.push({ action: staff ? (blocked ? 'staff.blocked' : 'staff.unblocked') : blocked ? 'user.blocked' : 'user.unblocked', record, changes: changed('status', before.status, after.status) });
  }
  if (staff) {
    const roles = roleChanges(before, after);
    if (roles.length > 0) out.push({ action: 'staff.roleChanged', record, changes: roles });
  } else if (before.role !== after.role) {
    out.push({ action: 'user.roleChanged', record, changes: changed('role', before.role, after.role) });
  }
  if (before.passwordHash !== after.passwordHash) {
    // Signed in as this user: a change; otherwise the reset flow, where the account itself acts.
    const own = signedIn?.id === after.id;
    out.push({ action: own ? 'auth.passwordChanged' : 'auth.passwordReset', record, changes: [], subject: after });
  }
  if (before.lastLoginAt !== after.lastLoginAt) out.push({ action: 'auth.signedIn', record: null, changes: [], subject: after });
  const profile = fieldChanges(before, after, USER_OWN);
  if (profile.length > 0) out.push({ action: 'user.changed', record, changes: profile });
  return out;
}

function newsActions(before: News | null, after: News | null, id: string): DerivedAction[] {
  const record = { kind: 'news' as const, id, name: (after ?? before)?.title ?? id };
  if (!before) return [{ action: 'news.created', record, changes: changed('status', null, after?.status) }];
  if (!after) return [{ action: 'news.deleted', record, changes: [] }];
  const out: DerivedAction[] = [];
  if (before.status !== after.status) out.push({ action: after.status === 'published' ? 'news.published' : 'news.unpublished', record, changes: changed('status', before.status, after.status) });
  const edit = fieldChanges(before, after, ['updatedAt', 'status', 'publishedAt']);
  if (edit.length > 0) out.push({ action: 'news.changed', record, changes: edit });
  return out;
}

function legalActions(before: LegalDocument | null, after: LegalDocument | null): DerivedAction[] {
  if (!after) return [];
  const record = { kind: 'legal' as const, id: after.id, name: after.title };
  // `previous` is the stored record's own copy of the versions it replaced, not a field of the document.
  const edit = before ? fieldChanges(before, after, ['updatedAt', 'updatedBy', 'version', 'content', 'previous']) : [];
  return [{ action: 'legal.changed', record, changes: [...changed('version', before?.version ?? null, after.version), ...edit] }];
}

function siteContactActions(before: SiteContact | null, after: SiteContact | null, id: string): DerivedAction[] {
  if (!after) return [];
  return [{ action: 'siteContact.changed', record: { kind: 'siteContact', id, name: after.email }, changes: before ? fieldChanges(before, after, ['updatedAt']) : [] }];
}

function contactActions(before: ContactMessage | null, after: ContactMessage | null): DerivedAction[] {
  // A new message is a visitor's, not an admin's action.
  if (!before || !after || before.status === after.status) return [];
  return [{ action: 'contact.statusChanged', record: { kind: 'contact', id: after.id, name: after.subject }, changes: changed('status', before.status, after.status) }];
}

type Derive = (change: CommittedChange, signedIn: StoredUser | null) => DerivedAction[];

/**
 * The rules of each collection. Total over the collections, so a new one is a compile error here
 * until it says what its commits mean in the log.
 */
const DERIVE: Readonly<Record<CollectionName, Derive>> = {
  trips: ({ id, before, after }) => (before && after ? decision('trip', id, (after as Trip).title, before as Trip, after as Trip) : []),
  products: ({ id, before, after }) => (before && after ? decision('product', id, (after as Product).name, before as Product, after as Product) : []),
  users: ({ before, after }, signedIn) => userActions(before as StoredUser | null, after as StoredUser | null, signedIn),
  news: ({ id, before, after }) => newsActions(before as News | null, after as News | null, id),
  legal: ({ before, after }) => legalActions(before as LegalDocument | null, after as LegalDocument | null),
  siteContact: ({ id, before, after }) => siteContactActions(before as SiteContact | null, after as SiteContact | null, id),
  contact: ({ before, after }) => contactActions(before as ContactMessage | null, after as ContactMessage | null),
  // The log's own entries are not actions.
  activity: () => [],
};

/** The actions one committed change stands for (none for writes the log does not track). */
export function deriveActions(change: CommittedChange, signedIn: StoredUser | null): DerivedAction[] {
  return DERIVE[change.collection](change, signedIn);
}
