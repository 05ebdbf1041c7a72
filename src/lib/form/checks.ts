/**
 * Field checks, the same rules the server applies (strings trimmed; the e-mail, phone and link
 * shapes of contract/rules.ts), answering problems as locale keys so they are worded in the user's
 * language when shown. The server's own field messages are read back into the same keys where they
 * say the same thing.
 */
import { LIMITS, isEmail, isHttpUrl, isPhone } from '../../contract';

/** Something wrong with a field: a locale key with its parameters, or a sentence to show as it is. */
export type FieldProblem = { key: string; params?: Record<string, string | number> } | { message: string };

/** One check of a field's value; null when it passes. */
export type Rule<T = unknown> = (value: T) => FieldProblem | null;

/** The checks of each field, run in order (the first problem is shown). */
export type FormRules<V> = { [K in keyof V]?: readonly Rule<V[K]>[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Not empty after trimming. */
export const required: Rule = (value) => (text(value) === '' ? { key: 'form.required' } : null);

/** At most `max` characters after trimming. */
export const maxLength = (max: number): Rule => (value) =>
  text(value).length > max ? { key: 'form.tooLong', params: { max } } : null;

/** Empty, or an e-mail address the server accepts. */
export const email: Rule = (value) => {
  const v = text(value);
  if (v === '') return null;
  if (v.length > LIMITS.emailMax) return { key: 'form.tooLong', params: { max: LIMITS.emailMax } };
  return isEmail(v) ? null : { key: 'form.email' };
};

/** Empty, or an http(s) URL whose host has a dot (or is `localhost`). */
export const httpUrl: Rule = (value) => {
  const v = text(value);
  return v === '' || isHttpUrl(v) ? null : { key: 'form.url' };
};

/** Empty, or a phone number: `+` and 7–15 digits, grouped by spaces, dots or dashes. */
export const phone: Rule = (value) => {
  const v = text(value);
  if (v === '') return null;
  if (v.length > LIMITS.phoneMax) return { key: 'form.tooLong', params: { max: LIMITS.phoneMax } };
  return isPhone(v) ? null : { key: 'form.phone' };
};

/**
 * A new password: 8–128 characters as the server counts them (not trimmed). The problem says only
 * what is wrong (missing, too short, too long): the field's hint states the rule, so it is not said
 * twice; an empty one is missing, as any required field is.
 */
export const password: Rule = (value) => {
  const length = typeof value === 'string' ? value.length : 0;
  if (length === 0) return { key: 'form.required' };
  if (length < LIMITS.passwordMin) return { key: 'form.passwordShort' };
  return length > LIMITS.passwordMax ? { key: 'form.passwordLong' } : null;
};

/** The first problem of `value` under `rules`. */
export function checkValue<T>(value: T, rules: readonly Rule<T>[] | undefined): FieldProblem | null {
  for (const rule of rules ?? []) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return null;
}

/** Every field's first problem. */
export function checkAll<V extends Record<string, unknown>>(values: V, rules: FormRules<V>): Partial<Record<keyof V, FieldProblem>> {
  const found: Partial<Record<keyof V, FieldProblem>> = {};
  for (const name of Object.keys(rules) as (keyof V)[]) {
    const problem = checkValue(values[name], rules[name]);
    if (problem) found[name] = problem;
  }
  return found;
}

const TOO_LONG = /^Must be at most (\d+) characters\.$/;

/** A server field message as a problem: known sentences become locale keys, others stay as written. */
export function serverProblem(message: string): FieldProblem {
  if (message === 'This field is required.') return { key: 'form.required' };
  if (message === 'Must be a valid e-mail address.') return { key: 'form.email' };
  if (message.startsWith('Must be a phone number')) return { key: 'form.phone' };
  if (message === 'Must be an http(s) URL.' || message === 'Must be a URL.') return { key: 'form.url' };
  const long = TOO_LONG.exec(message);
  if (long) return { key: 'form.tooLong', params: { max: Number(long[1]) } };
  return { message };
}
