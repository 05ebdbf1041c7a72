/**
 * What a committed change means in the activity log: the actions, the record (with its name at the
 * time) and a short before → after. Pure, so every rule is read here in one place; who acted and
 * from where are added by log.ts.
 */
import { personName } from '../../src/contract';
import type { ActivityAction, ActivityEntry, ActivityRecordKind, ContactMessage, LegalDocument, News, Review, SiteContact, Trip } from '../../src/contract';
import type { CommittedChange } from '../store/store';
import type { StoredUser } from '../store/types';

/** An entry before its id, time, actor and address are known. */
export type DerivedAction = Pick<ActivityEntry, 'action' | 'record' | 'change'> & {
  /** The account the action is about, for actions whose actor is that account (a sign-in, a reset). */
  subject?: StoredUser;
};

const short = (value: unknown): string => {
  const text = value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** `field: old → new` for the first two top-level fields that differ, ignoring `skip`. */
export function fieldChanges(before: object, after: object, skip: readonly string[] = []): string | null {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const changed = Object.keys({ ...b, ...a }).filter((key) => !skip.includes(key) && JSON.stringify(b[key]) !== JSON.stringify(a[key]));
  if (changed.length === 0) return null;
  const shown = changed.slice(0, 2).map((key) => `${key}: ${short(b[key])} → ${short(a[key])}`);
  return changed.length > 2 ? `${shown.join('; ')} (+${changed.length - 2})` : shown.join('; ');
}

const DECISION: Record<Review['status'], ActivityAction> = { approved: 'decision.approved', rejected: 'decision.rejected', pending: 'decision.reopened' };

function decision(kind: ActivityRecordKind, id: string, name: string, before: { status: string; history: readonly Review[] }, after: { status: string; history: readonly Review[] }): DerivedAction[] {
  const last = after.history.at(-1);
  if (!last || before.history.length >= after.history.length) return [];
  return [{ action: last.undo ? 'decision.undone' : DECISION[last.status], record: { kind, id, name }, change: `${before.status} → ${after.status}` }];
}

/** Fields of a user that have their own action, or are bookkeeping. */
const USER_OWN = ['updatedAt', 'sessionVersion', 'passwordHash', 'lastLoginAt', 'certification', 'status', 'role'];

function userActions(before: StoredUser | null, after: StoredUser | null, signedIn: StoredUser | null): DerivedAction[] {
  if (!after) return [];
  const record = { kind: 'user' as const, id: after.id, name: personName(after) };
  if (!before) return [{ action: 'user.created', record, change: after.role }];
  const out: DerivedAction[] = [];
  if (before.certification && after.certification) {
    out.push(...decision('diveMaster', after.id, record.name, before.certification, after.certification));
  }
  if (before.status !== after.status) out.push({ action: after.status === 'blocked' ? 'user.blocked' : 'user.unblocked', record, change: `${before.status} → ${after.status}` });
  if (before.role !== after.role) out.push({ action: 'user.roleChanged', record, change: `${before.role} → ${after.role}` });
  if (before.passwordHash !== after.passwordHash) {
    // Signed in as this user: a change; otherwise the reset flow, where the account itself acts.
    const own = signedIn?.id === after.id;
    out.push({ action: own ? 'auth.passwordChanged' : 'auth.passwordReset', record, change: null, subject: after });
  }
  if (before.lastLoginAt !== after.lastLoginAt) out.push({ action: 'auth.signedIn', record: null, change: null, subject: after });
  const profile = fieldChanges(before, after, USER_OWN);
  if (profile) out.push({ action: 'user.changed', record, change: profile });
  return out;
}

function newsActions(before: News | null, after: News | null, id: string): DerivedAction[] {
  const record = { kind: 'news' as const, id, name: (after ?? before)?.title ?? id };
  if (!before) return [{ action: 'news.created', record, change: after?.status ?? null }];
  if (!after) return [{ action: 'news.deleted', record, change: null }];
  const out: DerivedAction[] = [];
  if (before.status !== after.status) out.push({ action: after.status === 'published' ? 'news.published' : 'news.unpublished', record, change: `${before.status} → ${after.status}` });
  const edit = fieldChanges(before, after, ['updatedAt', 'status', 'publishedAt']);
  if (edit) out.push({ action: 'news.changed', record, change: edit });
  return out;
}

/** The actions one committed change stands for (none for writes the log does not track). */
export function deriveActions(change: CommittedChange, signedIn: StoredUser | null): DerivedAction[] {
  const { before, after } = change;
  switch (change.collection) {
    case 'trips':
    case 'products': {
      if (!before || !after) return [];
      const kind = change.collection === 'trips' ? 'trip' : 'product';
      return decision(kind, change.id, (after as Trip).title, before as Trip, after as Trip);
    }
    case 'users':
      return userActions(before as StoredUser | null, after as StoredUser | null, signedIn);
    case 'news':
      return newsActions(before as News | null, after as News | null, change.id);
    case 'legal': {
      const doc = after as LegalDocument | null;
      if (!doc) return [];
      const old = before as LegalDocument | null;
      return [{ action: 'legal.changed', record: { kind: 'legal', id: doc.id, name: doc.title }, change: old ? `v${old.version} → v${doc.version}` : `v${doc.version}` }];
    }
    case 'siteContact': {
      if (!after) return [];
      const edit = before ? fieldChanges(before, after, ['updatedAt']) : null;
      return [{ action: 'siteContact.changed', record: { kind: 'siteContact', id: change.id, name: (after as SiteContact).email }, change: edit }];
    }
    case 'contact': {
      const old = before as ContactMessage | null;
      const message = after as ContactMessage | null;
      // A new message is a visitor's, not an admin's action.
      if (!old || !message || old.status === message.status) return [];
      return [{ action: 'contact.statusChanged', record: { kind: 'contact', id: message.id, name: message.subject }, change: `${old.status} → ${message.status}` }];
    }
    default:
      return [];
  }
}
