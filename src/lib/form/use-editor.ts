/**
 * The editor of one stored record: `useForm` on the record's values and version, a guarded save
 * whose answer becomes the new baseline, and the merge of a newer version someone else saved —
 * met as a 409 (with `current`) or arriving while the editor is open — three ways against the
 * version the typing started from (merge.ts). Who saved it comes from the record itself
 * (`byOf`), the 409's `by`, or the live stream's record event. Every record editor of the app is
 * this hook with its own mapping.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { LiveRecordKind } from '../../contract';
import { subscribeLive } from '../live';
import { useForm, type FormApi, type UseFormOptions } from './use-form';
import type { FormMerge, FormValues } from './state';

/** A stored record: it carries the time of its last save. */
export interface EditedRecord {
  updatedAt: string;
}

/** Options of `useEditor`: the record, how it maps to the form, and `useForm`'s own options. */
export interface UseEditorOptions<R extends EditedRecord, V extends FormValues> extends Omit<UseFormOptions<V>, 'initial' | 'stamp' | 'versionOf'> {
  /** The record as stored now; null while it is being created. */
  record: R | null;
  /** The form's values of a record (of none: the empty form). */
  toValues(record: R | null): V;
  /** The version a guarded write sends back (its `updatedAt`, say). */
  stampOf(record: R): string;
  /** The 409's `current` when it is such a record, else null. */
  asRecord(value: unknown): R | null;
  /** Shows a record the form now follows (the saved one, or theirs): the query cache's `setData`. */
  show?(record: R): void;
  /** Who saved a record, when it says itself (a legal document's `updatedBy`). */
  byOf?(record: R): string | null;
  /** The record's live events (`record` of this kind and id) name who saved each version. */
  live?: { kind: LiveRecordKind; id: string } | null;
}

/** Writes the record with the values and the stamp they are based on; answers it as saved. */
export type EditorSave<R, V extends FormValues> = (values: V, stamp: string | null) => Promise<R>;

/** A merge as a notice shows it: who saved the version merged in, and when. */
export interface EditorMerge<V extends FormValues> extends FormMerge<V> {
  /** The name of who saved it; null when unknown. */
  by: string | null;
  /** When it was saved (ISO). */
  at: string | null;
}

/** What `useEditor` answers. */
export interface EditorApi<R, V extends FormValues> {
  form: FormApi<V>;
  /** The record in the conflict, when someone else saved first. */
  theirs: R | null;
  /** The newer version merged into the form, while its notice shows. */
  merge: EditorMerge<V> | null;
  /** A submit handler: checks, runs `write`, shows the saved record, rebases the form on it. Resolves true when saved. */
  save(write: EditorSave<R, V>): (event?: FormEvent) => Promise<boolean>;
}

/** The names of who saved each version of one record (by `updatedAt`), from its live events. */
function useLiveEditors(live: UseEditorOptions<EditedRecord, FormValues>['live']): ReadonlyMap<string, string> {
  const [names] = useState(() => new Map<string, string>());
  const kind = live?.kind;
  const id = live?.id;
  useEffect(() => {
    if (!kind || !id) return undefined;
    return subscribeLive((body) => {
      if (body.type !== 'record' || body.kind !== kind || body.id !== id) return;
      const { at, by } = body as { at?: unknown; by?: { name?: unknown } | null };
      if (typeof at === 'string' && typeof by?.name === 'string') names.set(at, by.name);
    });
  }, [kind, id, names]);
  return names;
}

/** A record's editor: see the module comment. */
export function useEditor<R extends EditedRecord, V extends FormValues>(options: UseEditorOptions<R, V>): EditorApi<R, V> {
  const { record, toValues, stampOf, asRecord, show, byOf, live, ...formOptions } = options;
  const versionOf = (saved: R) => ({ values: toValues(saved), stamp: stampOf(saved) });
  const form = useForm<V>({
    ...formOptions, initial: toValues(record), stamp: record === null ? null : stampOf(record),
    versionOf: (current) => {
      const theirs = asRecord(current);
      if (theirs) show?.(theirs);
      return theirs ? versionOf(theirs) : null;
    },
  });
  const names = useLiveEditors(live);
  const theirs = asRecord(form.conflict?.current);
  let merge: EditorMerge<V> | null = null;
  if (form.merge) {
    const merged = [theirs, record].find((r): r is R => r !== null && stampOf(r) === form.merge?.stamp) ?? null;
    const by = merged ? byOf?.(merged) ?? (merged === theirs ? form.conflict?.by?.name : null) ?? names.get(merged.updatedAt) ?? null : null;
    merge = { ...form.merge, by, at: merged?.updatedAt ?? null };
  }
  return {
    form,
    theirs,
    merge,
    save: (write) => form.handleSubmit(async (values, { stamp }) => {
      const saved = await write(values, stamp);
      show?.(saved);
      return versionOf(saved);
    }),
  };
}
