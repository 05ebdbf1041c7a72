/**
 * A form's draft in sessionStorage (through lib/drafts): the values, and the baseline and stamp they
 * are based on (a newer record met on return is merged in against that baseline). Written a moment after typing stops and whenever the form
 * goes away (unmount, page hide), so a 100,000-character text is not serialised on every key.
 */
import { useEffect, useRef } from 'react';
import { clearDraft, readDraft, writeDraft } from '../drafts';
import { initialFormState, isDirty, type FormState, type FormValues, type FormVersion } from './state';

/** Quiet time after the last change before the draft is written, in ms. */
export const DRAFT_WRITE_DELAY_MS = 300;

interface StoredDraft {
  values: unknown;
  baseline: unknown;
  stamp: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `stored` read over `shape`: only the form's own fields, each of the same kind (null fits anything). */
function fit<V extends FormValues>(shape: V, stored: unknown): V | null {
  if (!isRecord(stored)) return null;
  const out: Record<string, unknown> = { ...shape };
  for (const [key, expected] of Object.entries(shape)) {
    if (!Object.hasOwn(stored, key)) continue;
    const value = stored[key];
    if (value === null || expected === null || typeof value === typeof expected) out[key] = value;
  }
  return out as V;
}

/** The state a form opens with: its stored draft when there is one, else `version`. */
export function restoreFormState<V extends FormValues>(key: string | null, version: FormVersion<V>): { state: FormState<V>; restored: boolean } {
  const stored = key ? readDraft<StoredDraft>(key) : null;
  const values = stored ? fit(version.values, stored.values) : null;
  const baseline = stored ? fit(version.values, stored.baseline) : null;
  if (!stored || !values || !baseline) return { state: initialFormState(version), restored: false };
  const stamp = typeof stored.stamp === 'string' ? stored.stamp : null;
  return {
    state: { ...initialFormState({ values: baseline, stamp }), values },
    restored: true,
  };
}

/**
 * Writes `state`'s draft under `key` at once, or drops it when there is nothing to keep. A save that
 * ends after its form went away (the user left while it ran) calls this, so a saved form never
 * comes back as "unsaved" when the user returns.
 */
export function storeDraftNow<V extends FormValues>(key: string, state: FormState<V>): void {
  const { values, baseline, stamp } = state;
  if (isDirty(state)) writeDraft(key, { values, baseline, stamp });
  else clearDraft(key);
}

/** Keeps the draft under `key` in step with `state`: written while there is something to keep, dropped when clean. */
export function useDraftSync<V extends FormValues>(key: string | null, state: FormState<V>, dirty: boolean): void {
  const pending = useRef<{ key: string; draft: StoredDraft; timer: ReturnType<typeof setTimeout> } | null>(null);

  const flush = () => {
    const write = pending.current;
    if (!write) return;
    clearTimeout(write.timer);
    pending.current = null;
    writeDraft(write.key, write.draft);
  };

  const { values, baseline, stamp } = state;
  useEffect(() => {
    if (!key) return;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    if (!dirty) {
      clearDraft(key);
      return;
    }
    const timer = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    pending.current = { key, draft: { values, baseline, stamp }, timer };
  }, [key, values, baseline, stamp, dirty]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);
}

/** How a save ended: the version saved and the values sent, or null when it failed (the typing is kept). */
export type SaveOutcome<V extends FormValues = FormValues> = { version: FormVersion<V>; sent: V } | null;

// The saves on their way, by draft key, and how many forms are open on each key. A form can be left
// while its save runs (Back) and opened again before it ends (Forward): the new form learns the
// outcome from here instead of calling the draft it found "restored", and the old one knows not to
// tell it a second time in a toast.
const saving = new Map<string, Promise<SaveOutcome<FormValues>>>();
const open = new Map<string, number>();

/** Notes `outcome` as the save on its way for `key`, until it settles. */
export function trackSave<V extends FormValues>(key: string, outcome: Promise<SaveOutcome<V>>): void {
  const entry = outcome as Promise<SaveOutcome<FormValues>>;
  saving.set(key, entry);
  void entry.finally(() => {
    if (saving.get(key) === entry) saving.delete(key);
  });
}

/** The save on its way for `key`, if any. */
export function saveInFlight<V extends FormValues>(key: string): Promise<SaveOutcome<V>> | null {
  return (saving.get(key) as Promise<SaveOutcome<V>> | undefined) ?? null;
}

/** Counts a form open on `key` while mounted; returns the function that uncounts it. */
export function noteOpenForm(key: string): () => void {
  open.set(key, (open.get(key) ?? 0) + 1);
  return () => {
    const left = (open.get(key) ?? 1) - 1;
    if (left > 0) open.set(key, left);
    else open.delete(key);
  };
}

/** Whether a form is open on `key` now. */
export const isFormOpen = (key: string): boolean => (open.get(key) ?? 0) > 0;
