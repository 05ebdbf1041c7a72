// Drafts: what the user has typed into a form, kept in sessionStorage until it is saved, so a failed
// save, an expired session (sign out → sign in → back) or a reload never loses it. Never used for
// secrets: password fields keep their values in memory only. Storage goes through lib/storage, so a
// full or denied sessionStorage keeps nothing and never breaks a form.
import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * Form state that survives reloads and sign-ins: starts from the stored draft when there is one,
 * else `initial`; every change is stored; `clear()` after a successful save.
 * A null key disables persistence (e.g. while the user is unknown).
 */
export function useDraft<T>(key: string | null, initial: T): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => (key ? readDraft<T>(key) : null) ?? initial);
  const keyRef = useRef(key);
  keyRef.current = key;
  useEffect(() => {
    if (key) setValue(readDraft<T>(key) ?? initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the key changes
  }, [key]);
  const set = useCallback((next: T) => {
    setValue(next);
    if (keyRef.current) writeDraft(keyRef.current, next);
  }, []);
  const clear = useCallback(() => {
    if (keyRef.current) clearDraft(keyRef.current);
  }, []);
  return [value, set, clear];
}
