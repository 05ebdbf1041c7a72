/**
 * A form's state as a pure reducer: the values being typed, the baseline they are compared with
 * (the record as saved), the stamp of the record version the typing is based on (for guarded
 * writes), the server's field problems, the failed submit, a conflict, and the merge of a newer
 * version someone else saved (lib/form's merge.ts) with the fields still waiting for a choice. Client problems show once a submit was tried (not
 * when a field is left: an error appearing on blur moves the form under the pointer on its way to
 * the submit button, and the click is lost).
 */
import type { FieldProblem } from './checks';
import { mergeValues, sameValue } from './merge';

/** The values of a form: one entry per field (declare them with `type X = {…}`: an interface has no index signature). */
export type FormValues = Record<string, unknown>;

/** Someone else saved the record first (409 with `current`). */
export interface FormConflict {
  /** The server's sentence naming who changed it and when. */
  message: string;
  /** The record as it is now, as its GET answers it. */
  current: unknown;
  /** Who saved it, when the server says. */
  by: { id: string; name: string } | null;
}

/** A field both sides changed: this admin's value and theirs, until one is chosen. */
export interface MergeChoice<V extends FormValues> {
  field: keyof V;
  mine: unknown;
  theirs: unknown;
}

/** A newer version merged into the typing: why, which fields were taken from it, which wait for a choice. */
export interface FormMerge<V extends FormValues> {
  /** A save refused because someone saved first (`save`), or their save arriving while the form is open (`live`). */
  cause: 'save' | 'live';
  /** The stamp of the version merged in. */
  stamp: string | null;
  /** The fields only they changed, now their values. */
  taken: (keyof V)[];
  /** The fields both changed differently; each keeps this admin's value until chosen. */
  choices: MergeChoice<V>[];
}

export interface FormState<V extends FormValues> {
  values: V;
  baseline: V;
  /** The record version `baseline` came from; null when the form has none. */
  stamp: string | null;
  /** The server's problems by field, cleared field by field as the user edits. */
  serverProblems: Partial<Record<keyof V, FieldProblem>>;
  /** A submit was tried: every client problem shows from then on. */
  submitted: boolean;
  submitting: boolean;
  /** The last submit's failure (an HttpError or anything thrown); null after a success or an edit. */
  failure: unknown;
  /** The last submit stopped at the client's checks. */
  invalid: boolean;
  conflict: FormConflict | null;
  /** The last version merged in, while its notice shows; null once saved, discarded or dismissed. */
  merge: FormMerge<V> | null;
}

/** A version of the record: its values and stamp. */
export interface FormVersion<V extends FormValues> {
  values: V;
  stamp: string | null;
}

export type FormAction<V extends FormValues> =
  | { type: 'change'; patch: Partial<V> }
  | { type: 'invalid' }
  | { type: 'submit' }
  | { type: 'saved'; version: FormVersion<V>; sent: V }
  | { type: 'failed'; failure: unknown; serverProblems: Partial<Record<keyof V, FieldProblem>>; conflict: FormConflict | null; theirs?: FormVersion<V> | null }
  | { type: 'external'; version: FormVersion<V> }
  | { type: 'discard' }
  | { type: 'choose'; field: keyof V; side: 'mine' | 'theirs' }
  | { type: 'dismissMerge' };

/** Equal field by field; objects and arrays by their JSON (form values are plain data). */
export function sameValues<V extends FormValues>(a: V, b: V): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  return true;
}

/** The values differ from the baseline. */
export const isDirty = <V extends FormValues>(state: FormState<V>): boolean => !sameValues(state.values, state.baseline);

/** A fresh state on `version`. */
export function initialFormState<V extends FormValues>(version: FormVersion<V>): FormState<V> {
  return {
    values: version.values, baseline: version.values, stamp: version.stamp, serverProblems: {},
    submitted: false, submitting: false, failure: null, invalid: false, conflict: null, merge: null,
  };
}

/**
 * `theirs` merged into the typing, three ways against the baseline the typing started from: the
 * form now edits their version. Choices still open from an earlier merge stay open while they did
 * not touch that field again; the fields taken add up while the notice shows.
 */
function mergeIn<V extends FormValues>(state: FormState<V>, theirs: FormVersion<V>, cause: FormMerge<V>['cause']): FormState<V> {
  const result = mergeValues(state.baseline, state.values, theirs.values);
  const fresh = result.conflicts.map((field) => ({ field, mine: state.values[field], theirs: theirs.values[field] }));
  const open = (state.merge?.choices ?? []).filter((choice) => result.fields[choice.field] === 'mine');
  const taken = [...new Set([...(state.merge?.taken ?? []), ...result.taken])].filter((field) => result.fields[field] !== 'mine');
  const choices = [...fresh, ...open];
  const merge = taken.length > 0 || choices.length > 0 || cause === 'save' || state.merge
    ? { cause: cause === 'save' || state.merge?.cause === 'save' ? 'save' as const : 'live' as const, stamp: theirs.stamp, taken, choices }
    : null;
  return { ...state, values: result.values, baseline: theirs.values, stamp: theirs.stamp, merge };
}

const settled = { submitting: false, failure: null, invalid: false, conflict: null } as const;

export function formReducer<V extends FormValues>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'change': {
      const serverProblems = { ...state.serverProblems };
      for (const key of Object.keys(action.patch)) delete serverProblems[key as keyof V];
      return { ...state, values: { ...state.values, ...action.patch }, serverProblems, failure: null, invalid: false };
    }
    case 'invalid':
      return { ...state, submitted: true, invalid: true, failure: null };
    case 'submit':
      return { ...state, submitted: true, submitting: true, failure: null, invalid: false, conflict: null };
    case 'saved':
      // What was typed while the save ran stays, on top of the new baseline.
      return { ...initialFormState(action.version), values: sameValues(state.values, action.sent) ? action.version.values : state.values };
    case 'failed': {
      const failed = {
        ...state, submitting: false, failure: action.failure, invalid: false,
        serverProblems: action.serverProblems, conflict: action.conflict,
      };
      // Someone saved first: their version is merged in at once, so the next save keeps both.
      return action.theirs ? mergeIn(failed, action.theirs, 'save') : failed;
    }
    case 'external':
      // A newer record arrives (a refetch): merged like a conflict, so typing is never replaced.
      // A save in flight settles it instead: its answer, or its 409's version.
      if (action.version.stamp === state.stamp || state.submitting) return state;
      return mergeIn(state, action.version, 'live');
    case 'discard':
      return { ...state, ...settled, values: state.baseline, serverProblems: {}, submitted: false, merge: null };
    case 'choose': {
      const choice = state.merge?.choices.find((c) => c.field === action.field);
      if (!state.merge || !choice) return state;
      const choices = state.merge.choices.filter((c) => c !== choice);
      return {
        ...state, values: { ...state.values, [action.field]: choice[action.side] }, invalid: false,
        merge: { ...state.merge, choices },
      };
    }
    case 'dismissMerge':
      return state.merge && state.merge.choices.length === 0 ? { ...state, merge: null } : state;
  }
}
