/**
 * The records and screens a user opened lately, newest first, kept in localStorage per user so that
 * another account on the same browser never sees them. A record is remembered with the title it
 * showed (the palette lists it without asking the server); a screen with its label's locale key (it
 * reads in the language of the day).
 */
import { useEffect } from 'react';
import { local, type SafeStorage } from '../storage';

/** How many are kept. */
export const RECENT_LIMIT = 8;

/** One visit: where, and either the record's title or the screen label's locale key. */
export interface RecentItem {
  path: string;
  title?: string;
  label?: string;
}

const KEY_PREFIX = 'recent:';
let owner: string | null = null;
const storage: SafeStorage = local;
const listeners = new Set<() => void>();

/** Whose visits are read and written (the signed-in user's id); null: nobody's, visits are dropped. */
export function setRecentOwner(userId: string | null): void {
  owner = userId;
}

const isItem = (value: unknown): value is RecentItem => {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title, label } = value as Record<string, unknown>;
  return typeof path === 'string' && path.startsWith('/')
    && (typeof title === 'string' || typeof label === 'string');
};

/** The owner's visits, newest first (what a stored list holds that is not a visit is skipped). */
export function readRecent(): RecentItem[] {
  if (owner === null) return [];
  const stored = storage.getJSON<unknown>(KEY_PREFIX + owner);
  return Array.isArray(stored) ? stored.filter(isItem).slice(0, RECENT_LIMIT) : [];
}

/** Remembers a visit first in the list, dropping an earlier visit of the same path. */
export function noteVisit(item: RecentItem): void {
  if (owner === null || !isItem(item)) return;
  const rest = readRecent().filter((r) => r.path !== item.path);
  storage.setJSON(KEY_PREFIX + owner, [item, ...rest].slice(0, RECENT_LIMIT));
  for (const listener of [...listeners]) listener();
}

/** Called after every visit noted. */
export function subscribeRecent(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/**
 * The title a record shows as, read from the fields the contract's records name themselves with
 * (a trip's or an article's title, a product's name, a message's subject, a person's name); null
 * for anything else. Duck-typed, so the one view that shows every record needs no kind.
 */
export function recordTitleOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const r = record as Record<string, unknown>;
  for (const field of ['title', 'subject', 'name']) {
    const value = r[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  const person = [r.firstName, r.lastName].filter((v): v is string => typeof v === 'string' && v !== '').join(' ');
  return person === '' ? null : person;
}

/** Notes the record a details view shows, at the current address, once it is there (and when renamed). */
export function useRecordVisit(record: unknown): void {
  const title = recordTitleOf(record);
  useEffect(() => {
    if (title === null || typeof location === 'undefined') return;
    noteVisit({ path: location.pathname, title });
  }, [title]);
}
