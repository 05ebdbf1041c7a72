import { lazyPart } from '../lib/lazy';

/** What `FormAlert` reads of a form (lib/form's `FormApi` fits). */
export interface FormAlertSource {
  /** The last submit stopped at the client checks. */
  invalid: boolean;
  /** The last submit's failure. */
  failure: unknown;
  /** A conflict is shown by its own banner, so the alert stays quiet then. */
  conflict?: unknown;
  /** Typed in since it was loaded or saved: a submit may follow, its code loads then. */
  dirty?: boolean;
}

/**
 * The sentence at the top of a form after a submit that did not save: "Please correct the
 * highlighted fields." or the failure, worded for the user. Announced as an alert. Its code
 * (form-alert-view.tsx) loads with the first key typed in the form, or the first failed submit: no
 * form shows it on its first view, and loaded before the submit it shows in the same paint as the
 * fields' errors, before a field in error takes the focus.
 */
export const FormAlert = lazyPart<{ form: FormAlertSource }>(
  () => import('./form-alert-view').then((m) => m.FormAlertView),
  ({ form }) => Boolean(form.dirty || form.invalid || form.failure),
);
