/**
 * The editor of one stored record: `useForm` on the record's values and version, a guarded save
 * whose answer becomes the new baseline, and the two answers to a conflict (409 with `current`):
 * keep mine (the typing now edits their version, the next save replaces it knowingly) or load
 * theirs (the typing kept aside). Every record editor of the app is this hook with its own mapping.
 */
import type { FormEvent } from 'react';
import { useForm, type FormApi, type UseFormOptions } from './use-form';
import type { FormValues } from './state';

/** Options of `useEditor`: the record, how it maps to the form, and `useForm`'s own options. */
export interface UseEditorOptions<R, V extends FormValues> extends Omit<UseFormOptions<V>, 'initial' | 'stamp'> {
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
}

/** Writes the record with the values and the stamp they are based on; answers it as saved. */
export type EditorSave<R, V extends FormValues> = (values: V, stamp: string | null) => Promise<R>;

/** What `useEditor` answers. */
export interface EditorApi<R, V extends FormValues> {
  form: FormApi<V>;
  /** The record in the conflict, when someone else saved first. */
  theirs: R | null;
  /** A submit handler: checks, runs `write`, shows the saved record, rebases the form on it. Resolves true when saved. */
  save(write: EditorSave<R, V>): (event?: FormEvent) => Promise<boolean>;
  /** After a conflict: keep the typing on their version. */
  keepMine(): void;
  /** After a conflict: show their version, the typing kept aside. */
  loadTheirs(): void;
}

/** A record's editor: see the module comment. */
export function useEditor<R, V extends FormValues>(options: UseEditorOptions<R, V>): EditorApi<R, V> {
  const { record, toValues, stampOf, asRecord, show, ...formOptions } = options;
  const form = useForm<V>({ ...formOptions, initial: toValues(record), stamp: record === null ? null : stampOf(record) });
  const theirs = asRecord(form.conflict?.current);
  const versionOf = (saved: R) => ({ values: toValues(saved), stamp: stampOf(saved) });
  const rebase = (apply: FormApi<V>['keepMine']) => () => {
    if (!theirs) return;
    apply(versionOf(theirs));
    show?.(theirs);
  };
  return {
    form,
    theirs,
    save: (write) => form.handleSubmit(async (values, { stamp }) => {
      const saved = await write(values, stamp);
      show?.(saved);
      return versionOf(saved);
    }),
    keepMine: rebase(form.keepMine),
    loadTheirs: rebase(form.loadTheirs),
  };
}
