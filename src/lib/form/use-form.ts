import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useI18n } from '../i18n';
import { checkAll, type FieldProblem, type FormRules } from './checks';
import { formFailure } from './failure';
import { isFormOpen, noteOpenForm, restoreFormState, saveInFlight, storeDraftNow, trackSave, useDraftSync, type SaveOutcome } from './persist';
import { formReducer, isDirty, type FormConflict, type FormMerge, type FormValues, type FormVersion } from './state';

/**
 * Says how a save ended when its form is gone: a toast, whose code loads then, so a form's first
 * paint (the sign-in page's is the app's first) carries none of it.
 */
function toastAway(kind: 'success' | 'error', text: string): void {
  import('../feedback').then(({ toast }) => toast[kind](text), (error: unknown) => console.error('form: cannot load the toasts', error));
}

/** Options of `useForm`. */
export interface UseFormOptions<V extends FormValues> {
  /** The record's values now: the baseline while nothing is typed. Read again on every render. */
  initial: V;
  /**
   * The record's version (e.g. its `updatedAt`): guarded writes send the stamp the typing is based
   * on. A new stamp replaces the values only while nothing is typed. Default: the values' JSON.
   */
  stamp?: string | null;
  /**
   * Keeps the typing in sessionStorage (lib/drafts) under this key until it is saved or discarded:
   * it survives a failed save, a reload and a new sign-in. Read once, at mount (key the component
   * by it). Null: memory only, as for passwords. Default null.
   */
  draftKey?: string | null;
  /** Client checks per field; their problems show once a submit was tried, then follow the typing. */
  rules?: FormRules<V>;
  /** Checks across fields (a confirmation matching its password), after `rules`; same display. */
  check?(values: V): Partial<Record<keyof V, FieldProblem>>;
  /** The form field a server `errors[].field` belongs to. Default: the same name, when the form has it. */
  serverField?(field: string): keyof V | null;
  /** A 409's `current` as a version of the form, to merge in at once (lib/form's merge); null when it is not one. */
  versionOf?(current: unknown): FormVersion<V> | null;
}

/** Runs the save with the values and the stamp they are based on; answers the saved version (default: the values sent). */
export type SubmitHandler<V extends FormValues> = (values: V, context: { stamp: string | null }) => Promise<FormVersion<V> | void>;

/** Props for a text control: name, value, change and the shown error. */
export interface TextBinding {
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  error: string | undefined;
}

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What `useForm` answers. */
export interface FormApi<V extends FormValues> {
  values: V;
  baseline: V;
  /** The version the typing is based on. */
  stamp: string | null;
  dirty: boolean;
  submitting: boolean;
  /** Leaving now would lose typing (dirty and not saving): feed the unsaved-changes prompt. */
  blocking: boolean;
  /** The values came back from a stored draft when the form opened (and no save of them was on its way). */
  restored: boolean;
  /**
   * The form opened again while its save was on its way (Back during the save, then Forward):
   * `saving` until it ends, then `saved`, or `kept` when it failed and the typing is here to save
   * again. Null otherwise.
   */
  away: 'saving' | 'saved' | 'kept' | null;
  /** The last submit stopped at the client checks. */
  invalid: boolean;
  /** The last submit's failure, for the form's alert; null once the user edits again. */
  failure: unknown;
  conflict: FormConflict | null;
  /** A newer version merged into the typing, while its notice shows: the fields taken, the choices still open. */
  merge: FormMerge<V> | null;
  /** A field's shown problem, worded in the user's language. */
  error(name: keyof V): string | undefined;
  set<K extends keyof V>(name: K, value: V[K]): void;
  patch(values: Partial<V>): void;
  text(name: StringKeys<V>): TextBinding;
  /** A submit handler for `<form onSubmit>`: checks, runs `handler`, keeps everything on failure. Resolves true when saved. */
  handleSubmit(handler: SubmitHandler<V>): (event?: FormEvent) => Promise<boolean>;
  /** Back to the baseline; the draft is dropped. */
  discard(): void;
  /** Settles a field both sides changed with this admin's value or theirs. */
  choose(field: keyof V, side: 'mine' | 'theirs'): void;
  /** Hides the merge's notice once no choice is open. */
  dismissMerge(): void;
}

/** The attribute on each open merge choice: a save refused for an open choice moves the focus to the first. */
export const MERGE_CHOICE_ATTRIBUTE = 'data-merge-choice';

function problemText(problem: FieldProblem | undefined | null, t: (key: string, params?: Record<string, string | number>) => string): string | undefined {
  if (!problem) return undefined;
  return 'key' in problem ? t(problem.key, problem.params) : problem.message;
}

/**
 * Form state with client checks, the server's field errors on their fields, dirty tracking, a
 * draft in sessionStorage and a busy submit. A failed save (validation, conflict, expired session,
 * network) keeps everything typed.
 */
export function useForm<V extends FormValues>(options: UseFormOptions<V>): FormApi<V> {
  const { initial, rules = {}, draftKey = null } = options;
  const { t } = useI18n();
  const stampOf = options.stamp === undefined ? JSON.stringify(initial) : options.stamp;
  const [opened] = useState(() => restoreFormState(draftKey, { values: initial, stamp: stampOf }));
  const [away, setAway] = useState<FormApi<V>['away']>(() => (draftKey && saveInFlight(draftKey) ? 'saving' : null));
  const [state, dispatch] = useReducer(formReducer<V>, opened.state);
  const latest = useRef(state);
  latest.current = state;
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Opened again while a save of this draft was on its way: its outcome decides what the form shows.
  useEffect(() => {
    if (!draftKey) return undefined;
    const uncount = noteOpenForm(draftKey);
    const pending = saveInFlight<V>(draftKey);
    let current = true;
    pending?.then((outcome) => {
      if (!current) return;
      if (outcome) dispatch({ type: 'saved', version: outcome.version, sent: outcome.sent });
      setAway(outcome ? 'saved' : 'kept');
    }, () => undefined);
    return () => {
      current = false;
      uncount();
    };
  }, [draftKey]);

  const dirty = isDirty(state);
  useDraftSync(draftKey, state, dirty);

  const initialRef = useRef(initial);
  initialRef.current = initial;
  useEffect(() => {
    dispatch({ type: 'external', version: { values: initialRef.current, stamp: stampOf } });
  }, [stampOf]);

  useEffect(() => {
    if (focusRequest === 0) return;
    // An open merge choice sits in the notice above the form, so it is looked for in the document.
    const choice = document.querySelector<HTMLElement>(`[${MERGE_CHOICE_ATTRIBUTE}] input, [${MERGE_CHOICE_ATTRIBUTE}]`);
    if (latest.current.merge?.choices.length && choice) choice.focus();
    else formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formElement]);

  const { check } = options;
  const problemsOf = (values: V) => ({ ...check?.(values), ...checkAll(values, rules) });
  const clientProblems = useMemo(() => problemsOf(state.values), [state.values, rules, check]);
  const problemOf = (name: keyof V): FieldProblem | undefined =>
    state.serverProblems[name] ?? (state.submitted ? clientProblems[name] : undefined);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    dispatch({ type: 'change', patch: { [name]: value } as unknown as Partial<V> });
  }, []);
  const patch = useCallback((values: Partial<V>) => dispatch({ type: 'change', patch: values }), []);
  const serverField = options.serverField;

  const handleSubmit = (handler: SubmitHandler<V>) => async (event?: FormEvent): Promise<boolean> => {
    event?.preventDefault();
    const target = event?.currentTarget;
    if (target instanceof HTMLFormElement) setFormElement(target);
    const now = latest.current;
    if (now.submitting) return false;
    if (Object.keys(problemsOf(now.values)).length > 0 || (now.merge?.choices.length ?? 0) > 0) {
      dispatch({ type: 'invalid' });
      setFocusRequest((n) => n + 1);
      return false;
    }
    dispatch({ type: 'submit' });
    setAway(null);
    let settle: (outcome: SaveOutcome<V>) => void = () => undefined;
    if (draftKey) trackSave(draftKey, new Promise<SaveOutcome<V>>((resolve) => { settle = resolve; }));
    // Gone while the save ran (Back on a slow network), and not opened again meanwhile: a toast says
    // how it ended, since no form is there to say it.
    const leftAlone = () => !mounted.current && (!draftKey || !isFormOpen(draftKey));
    try {
      const saved = await handler(now.values, { stamp: now.stamp });
      const version = saved ?? { values: now.values, stamp: now.stamp };
      const action = { type: 'saved', version, sent: now.values } as const;
      // Gone while the save ran: the draft it left behind is settled here, since no render will do it.
      if (!mounted.current && draftKey) storeDraftNow(draftKey, formReducer(latest.current, action));
      if (leftAlone()) toastAway('success', t('form.savedAway'));
      dispatch(action);
      settle({ version, sent: now.values });
      return true;
    } catch (failure) {
      const { serverProblems, conflict } = formFailure(failure, now.values, serverField);
      if (leftAlone()) toastAway('error', t(draftKey ? 'form.keptAway' : 'form.lostAway'));
      const theirs = conflict ? options.versionOf?.(conflict.current) ?? null : null;
      dispatch({ type: 'failed', failure, serverProblems, conflict, theirs });
      if (Object.keys(serverProblems).length > 0) setFocusRequest((n) => n + 1);
      settle(null);
      return false;
    }
  };

  return {
    values: state.values,
    baseline: state.baseline,
    stamp: state.stamp,
    dirty,
    submitting: state.submitting,
    // Nothing to lose while a save runs, here or (opened again) the one this form waits for.
    blocking: dirty && !state.submitting && away !== 'saving',
    restored: opened.restored && away === null,
    away,
    invalid: state.invalid,
    failure: state.failure,
    conflict: state.conflict,
    merge: state.merge,
    error: (name) => problemText(problemOf(name), t),
    set,
    patch,
    text: (name) => ({
      name,
      value: String(state.values[name] ?? ''),
      onChange: (event) => set(name, event.target.value as V[typeof name]),
      error: problemText(problemOf(name), t),
    }),
    handleSubmit,
    discard: () => dispatch({ type: 'discard' }),
    choose: (field, side) => dispatch({ type: 'choose', field, side }),
    dismissMerge: () => dispatch({ type: 'dismissMerge' }),
  };
}
