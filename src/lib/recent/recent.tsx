/**
 * The records and screens a user opened lately, newest first, kept in localStorage per user so that
 * another account on the same browser never sees them. A record is remembered with the title it
 * showed (the palette lists it without asking the server); a screen with its label's locale key (it
 * reads in the language of the day).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { local, type SafeStorage } from '../storage';

/** How many are kept. */
export const RECENT_LIMIT = 8;

/** One visit: where, and either the record's title or the screen label's locale key. */
export interface RecentItem {
  path: string;
  title?: string;
  label?: string;
}

/** One user's visits. */
export interface RecentVisits {
  /** The visits, newest first, read from storage each time (another tab may have noted one). */
  read(): RecentItem[];
  /** Remembers a visit first in the list, dropping an earlier visit of the same path. */
  note(item: RecentItem): void;
  /** Called after every visit noted here. */
  subscribe(listener: () => void): () => void;
}

const KEY_PREFIX = 'recent:';

const isItem = (value: unknown): value is RecentItem => {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title, label } = value as Record<string, unknown>;
  return typeof path === 'string' && path.startsWith('/')
    && (typeof title === 'string' || typeof label === 'string');
};

/**
 * The visits of `owner` (the signed-in user's id) in `storage`; null: nobody's, nothing is read
 * and visits are dropped.
 */
export function createRecentVisits(owner: string | null, storage: SafeStorage = local): RecentVisits {
  const listeners = new Set<() => void>();
  const read = (): RecentItem[] => {
    if (owner === null) return [];
    const stored = storage.getJSON<unknown>(KEY_PREFIX + owner);
    return Array.isArray(stored) ? stored.filter(isItem).slice(0, RECENT_LIMIT) : [];
  };
  return {
    read,
    note(item) {
      if (owner === null || !isItem(item)) return;
      const rest = read().filter((r) => r.path !== item.path);
      storage.setJSON(KEY_PREFIX + owner, [item, ...rest].slice(0, RECENT_LIMIT));
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

const RecentVisitsContext = createContext<RecentVisits | null>(null);

/** Gives `visits` (the signed-in shell's, for its user) to the views below. */
export function RecentVisitsProvider({ visits, children }: { visits: RecentVisits; children: ReactNode }) {
  return <RecentVisitsContext.Provider value={visits}>{children}</RecentVisitsContext.Provider>;
}

/** The visits the shell provides; throws outside a RecentVisitsProvider, where a visit would be lost. */
export function useRecentVisits(): RecentVisits {
  const visits = useContext(RecentVisitsContext);
  if (!visits) throw new Error('recent: useRecentVisits must be used inside <RecentVisitsProvider>');
  return visits;
}

/**
 * The title a record shows as, read from the fields the contract's records name themselves with
 * (a trip's or an article's title, a product's name, a message's subject, a person's name); null
 * for anything else. Duck-typed, so one rule serves every kind of record a screen declares.
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
