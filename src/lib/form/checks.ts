/**
 * Field checks, the same rules the server applies (docs/api.md: strings trimmed, e-mail ≤ 254 and shaped
 * like one, phone ≤ 32, links http(s) URLs with a host), answering problems as locale keys so they
 * are worded in the user's language when shown. The server's own field messages are read back into
 * the same keys where they say the same thing.
 */
import { LIMITS } from '../../contract';

/** Something wrong with a field: a locale key with its parameters, or a sentence to show as it is. */
export type FieldProblem = { key: string; params?: Record<string, string | number> } | { message: string };

/** One check of a field's value; null when it passes. */
export type Rule<T = unknown> = (value: T) => FieldProblem | null;

/** The checks of each field, run in order (the first problem is shown). */
export type FormRules<V> = { [K in keyof V]?: readonly Rule<V[K]>[] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  return EMAIL.test(v) ? null : { key: 'forms.errors.email' };
};

/** True when `value` is an absolute http: or https: URL with a host (the server's rule for links). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Empty, or an http(s) URL with a host. */
export const httpUrl: Rule = (value) => {
  const v = text(value);
  return v === '' || isHttpUrl(v) ? null : { key: 'forms.errors.url' };
};

/** A phone number: at most 32 characters, as the server checks (it allows any characters). */
export const phone: Rule = maxLength(LIMITS.phoneMax);

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
  if (message === 'Must be a valid e-mail address.') return { key: 'forms.errors.email' };
  if (message === 'Must be an http(s) URL.' || message === 'Must be a URL.') return { key: 'forms.errors.url' };
  const long = TOO_LONG.exec(message);
  if (long) return { key: 'form.tooLong', params: { max: Number(long[1]) } };
  return { message };
}
