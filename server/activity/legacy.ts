/**
 * Entries written before entries kept their changes field by field: `change` was one string
 * ("pending → approved", "lastName: Test → Tester; phone: — → +34… (+1)", "v3 → v4") and a
 * product decision's record had no name. Both stores read such an entry through `upgradeEntry`
 * when they open, so every reader (the list, its search, the live stream) sees one shape.
 */
import { personName } from '../../src/contract';
import type { ActivityAction, ActivityChange, ActivityEntry, ActivityRecordKind, ActivityValue } from '../../src/contract';
import type { CollectionName, Collections } from '../store/types';

/** An entry as it may be stored: the current shape, or the one before `changes`. */
export type StoredEntry = Omit<ActivityEntry, 'changes' | 'record'> & {
  changes?: ActivityChange[];
  change?: string | null;
  record: { kind: ActivityRecordKind; id: string; name?: string } | null;
};

/** Reads a record of the store, for the names entries were stored without. */
export type RecordOf = <C extends CollectionName>(collection: C, id: string) => Promise<Collections[C] | undefined>;

/** Where each kind of record lives and what the log calls it. Total over the kinds. */
const NAMES: { readonly [K in ActivityRecordKind]: (get: RecordOf, id: string) => Promise<string | undefined> } = {
  user: async (get, id) => { const u = await get('users', id); return u && personName(u); },
  diveMaster: async (get, id) => { const u = await get('users', id); return u && personName(u); },
  trip: async (get, id) => (await get('trips', id))?.title,
  product: async (get, id) => (await get('products', id))?.name,
  news: async (get, id) => (await get('news', id))?.title,
  legal: async (get, id) => (await get('legal', id))?.title,
  siteContact: async (get, id) => (await get('siteContact', id))?.email,
  contact: async (get, id) => (await get('contact', id))?.subject,
};

/**
 * How each action wrote its `change`: one field's "before → after" (or a bare value when the record
 * was created), `fields` for "field: before → after; …", null for none. Total, so a new action is a
 * compile error here.
 */
const LEGACY_FIELD: Readonly<Record<ActivityAction, string | 'fields' | null>> = {
  'auth.signedIn': null,
  'auth.signInFailed': null,
  'auth.signedOut': null,
  'auth.passwordChanged': null,
  'auth.passwordReset': null,
  'decision.approved': 'status',
  'decision.rejected': 'status',
  'decision.reopened': 'status',
  'decision.undone': 'status',
  'user.created': 'role',
  'user.changed': 'fields',
  'user.blocked': 'status',
  'user.unblocked': 'status',
  'user.roleChanged': 'role',
  // Written after `changes` existed: never in the legacy shape.
  'staff.created': null,
  'staff.roleChanged': null,
  'staff.blocked': null,
  'staff.unblocked': null,
  'news.created': 'status',
  'news.changed': 'fields',
  'news.published': 'status',
  'news.unpublished': 'status',
  'news.deleted': null,
  'legal.changed': 'version',
  'siteContact.changed': 'fields',
  'contact.statusChanged': 'status',
  'list.exported': 'list',
};

const ARROW = ' → ';

function legacyValue(field: string, text: string): ActivityValue {
  if (text === '—' || text === '') return null;
  if (field === 'version') {
    const n = Number(text.replace(/^v/, ''));
    return Number.isInteger(n) ? n : text;
  }
  return text;
}

function oneField(field: string, text: string): ActivityChange {
  const at = text.indexOf(ARROW);
  if (at < 0) return { field, from: null, to: legacyValue(field, text) };
  return { field, from: legacyValue(field, text.slice(0, at)), to: legacyValue(field, text.slice(at + ARROW.length)) };
}

/** The structured changes an old `change` string stood for. */
export function legacyChanges(action: ActivityAction, change: string | null | undefined): ActivityChange[] {
  const field = LEGACY_FIELD[action];
  if (!change || field === null) return [];
  if (field !== 'fields') return [oneField(field, change)];
  // "a: x → y; b: z → w (+2)": the count of fields left out is all that is known of them.
  return change.replace(/ \(\+\d+\)$/, '').split('; ').flatMap((part) => {
    const colon = part.indexOf(': ');
    return colon < 0 ? [] : [oneField(part.slice(0, colon), part.slice(colon + 2))];
  });
}

/** Whether `entry` is stored in an older shape. */
export function isLegacyEntry(entry: StoredEntry): boolean {
  return !Array.isArray(entry.changes) || (entry.record !== null && typeof entry.record.name !== 'string');
}

/** `entry` in the current shape; a record stored without a name gets its current one (or its id). */
export async function upgradeEntry(entry: StoredEntry, get: RecordOf): Promise<ActivityEntry> {
  const { change, changes, record, address, ...rest } = entry;
  const named = record && { kind: record.kind, id: record.id, name: record.name ?? (await NAMES[record.kind](get, record.id)) ?? record.id };
  return {
    ...rest,
    address,
    record: named,
    changes: changes ?? legacyChanges(entry.action, change),
  };
}
