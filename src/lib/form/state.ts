/**
 * A form's state as a pure reducer: the values being typed, the baseline they are compared with
 * (the record as saved), the stamp of the record version the typing is based on (for guarded
 * writes), the server's field problems, the failed submit, a conflict and the user's own values
 * kept aside while the other version is loaded. Client problems show once a submit was tried (not
 * when a field is left: an error appearing on blur moves the form under the pointer on its way to
 * the submit button, and the click is lost).
 */
import type { FieldProblem } from './checks';

/** The values of a form: one entry per field (declare them with `type X = {…}`: an interface has no index signature). */
export type FormValues = Record<string, unknown>;

/** Someone else saved the record first (409 with `current`). */
export interface FormConflict {
  /** The server's sentence naming who changed it and when. */
  message: string;
  /** The record as it is now, as its GET answers it. */
  current: unknown;
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
  /** The user's values, kept while the other version is loaded, to be restored at will. */
  stash: V | null;
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
  | { type: 'failed'; failure: unknown; serverProblems: Partial<Record<keyof V, FieldProblem>>; conflict: FormConflict | null }
  | { type: 'external'; version: FormVersion<V> }
  | { type: 'discard' }
  | { type: 'keepMine'; version: FormVersion<V> }
  | { type: 'loadTheirs'; version: FormVersion<V> }
  | { type: 'restoreMine' }
  | { type: 'forgetMine' };

/** Equal field by field; objects and arrays by their JSON (form values are plain data). */
export function sameValues<V extends FormValues>(a: V, b: V): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key];
    const y = b[key];
    if (Object.is(x, y)) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if (JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

/** The values differ from the baseline. */
export const isDirty = <V extends FormValues>(state: FormState<V>): boolean => !sameValues(state.values, state.baseline);

/** A fresh state on `version`. */
export function initialFormState<V extends FormValues>(version: FormVersion<V>): FormState<V> {
  return {
    values: version.values, baseline: version.values, stamp: version.stamp, serverProblems: {},
    submitted: false, submitting: false, failure: null, invalid: false, conflict: null, stash: null,
  };
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
    case 'failed':
      return {
        ...state, submitting: false, failure: action.failure, invalid: false,
        serverProblems: action.serverProblems, conflict: action.conflict,
      };
    case 'external':
      // A newer record arrives (a refetch): taken only while nothing is typed, so typing is never replaced.
      if (action.version.stamp === state.stamp || isDirty(state) || state.stash) return state;
      return { ...state, values: action.version.values, baseline: action.version.values, stamp: action.version.stamp };
    case 'discard':
      return { ...state, ...settled, values: state.baseline, serverProblems: {}, submitted: false, stash: null };
    case 'keepMine':
      // The user's values now edit the other version: the next save replaces it knowingly.
      return { ...state, ...settled, baseline: action.version.values, stamp: action.version.stamp };
    case 'loadTheirs':
      return {
        ...state, ...settled, values: action.version.values, baseline: action.version.values, stamp: action.version.stamp,
        serverProblems: {}, stash: sameValues(state.values, action.version.values) ? state.stash : state.values,
      };
    case 'restoreMine':
      return state.stash ? { ...state, values: state.stash, stash: null, failure: null } : state;
    case 'forgetMine':
      return state.stash ? { ...state, stash: null } : state;
  }
}
