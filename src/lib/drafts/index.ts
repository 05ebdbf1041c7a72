// Drafts: what the user has typed into a form, kept in sessionStorage until it is saved, so a failed
// save, an expired session (sign out → sign in → back) or a reload never loses it. lib/form decides
// what a draft holds and when it is written (persist.ts); this is where drafts live. Never used for
// secrets: password fields keep their values in memory only. Storage goes through lib/storage, so a
// full or denied sessionStorage keeps nothing and never breaks a form.
import { session } from '../storage';

/** sessionStorage key prefix of every draft. */
export const DRAFT_PREFIX = 'draft:';

/** The stored draft under `key`, or null when there is none or it does not parse. */
export function readDraft<T>(key: string): T | null {
  return session.getJSON<T>(DRAFT_PREFIX + key);
}

/** Stores `value` under `key`; a storage that is full or denied keeps nothing, and the form works on. */
export function writeDraft<T>(key: string, value: T): void {
  session.setJSON(DRAFT_PREFIX + key, value);
}

/** Forgets the draft under `key` (after a successful save). */
export function clearDraft(key: string): void {
  session.remove(DRAFT_PREFIX + key);
}
