/**
 * Field checks for JSON bodies: each reads one own property, trims strings, and on a bad value
 * records an `errors` entry `{ field, message }` instead of throwing; `done()` throws the 400.
 * Unknown fields are never read, so they are ignored.
 */
import { LIMITS, isEmail, isHttpUrl, isLinkTarget, isPhone } from '../src/contract';
import type { FieldError } from '../src/contract';
import { ApiError } from './http/errors';
import type { JsonObject } from './http/body';

const URL_MAX = 2048;
const PHONE_MESSAGE = 'Must be a phone number: + and 7 to 15 digits.';

/** Options of a string field; `min` counts characters after trimming (default 1 when required). */
export interface StringOptions {
  required?: boolean;
  min?: number;
  max: number;
  /** Do not trim (passwords). */
  raw?: boolean;
}

// C0 and C1 control characters except tab and newline; DEL.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored as text, or null: control characters, or UTF-16 that is not Unicode. */
export function textProblem(text: string): string | null {
  if (CONTROL.test(text)) return 'Must not contain control characters (tab and newline are fine).';
  if (LONE_SURROGATE.test(text)) return 'Must be valid Unicode text.';
  return null;
}

/** Collects field errors while reading values out of one JSON object. */
export class Fields {
  readonly errors: FieldError[];

  constructor(
    private readonly body: JsonObject,
    private readonly prefix = '',
    errors?: FieldError[],
  ) {
    this.errors = errors ?? [];
  }

  /** True when the body has the field (undefined counts as absent). */
  has(name: string): boolean {
    return Object.hasOwn(this.body, name) && this.body[name] !== undefined;
  }

  /** Records an error on `name`. */
  fail(name: string, message: string): undefined {
    this.errors.push({ field: this.prefix + name, message });
    return undefined;
  }

  private value(name: string): unknown {
    return Object.hasOwn(this.body, name) ? this.body[name] : undefined;
  }

  /** A string; undefined when absent (an error if required) or invalid. */
  string(name: string, options: StringOptions): string | undefined {
    const value = this.value(name);
    if (value === undefined || value === null) return options.required ? this.fail(name, 'This field is required.') : undefined;
    if (typeof value !== 'string') return this.fail(name, 'Must be a string.');
    const text = options.raw ? value : value.trim();
    const problem = textProblem(text);
    if (problem) return this.fail(name, problem);
    const min = options.min ?? (options.required ? 1 : 0);
    if (text.length < min) return this.fail(name, min === 1 ? 'This field is required.' : `Must be at least ${min} characters.`);
    if (text.length > options.max) return this.fail(name, `Must be at most ${options.max} characters.`);
    return text;
  }

  /** A string or null (`null` and `''` give null); undefined when absent or invalid. */
  nullableString(name: string, max: number, check?: (text: string) => string | null): string | null | undefined {
    const value = this.value(name);
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value !== 'string') return this.fail(name, 'Must be a string or null.');
    const text = value.trim();
    if (text === '') return null;
    const invalid = textProblem(text);
    if (invalid) return this.fail(name, invalid);
    if (text.length > max) return this.fail(name, `Must be at most ${max} characters.`);
    const problem = check?.(text);
    return problem ? this.fail(name, problem) : text;
  }

  /** An e-mail address (≤ 254 characters, shaped like one). */
  email(name: string, required = true): string | undefined {
    const text = this.string(name, { required, max: LIMITS.emailMax });
    if (text === undefined) return undefined;
    return isEmail(text) ? text : this.fail(name, 'Must be a valid e-mail address.');
  }

  /** A phone number as contract/rules.ts reads one (`+`, 7–15 digits); required, or nullable when not. */
  phone(name: string, required: true): string | undefined;
  phone(name: string, required?: false): string | null | undefined;
  phone(name: string, required = false): string | null | undefined {
    if (required) {
      const text = this.string(name, { required: true, max: LIMITS.phoneMax });
      return text === undefined || isPhone(text) ? text : this.fail(name, PHONE_MESSAGE);
    }
    return this.nullableString(name, LIMITS.phoneMax, (text) => (isPhone(text) ? null : PHONE_MESSAGE));
  }

  /** One of `values`. */
  oneOf<T extends string>(name: string, values: readonly T[], required = true): T | undefined {
    const value = this.value(name);
    if (value === undefined || value === null) return required ? this.fail(name, 'This field is required.') : undefined;
    const text = typeof value === 'string' ? value.trim() : value;
    if (typeof text === 'string' && (values as readonly string[]).includes(text)) return text as T;
    return this.fail(name, `Must be one of: ${values.join(', ')}.`);
  }

  /** A boolean; undefined when absent or null (not an error) or invalid. */
  boolean(name: string): boolean | undefined {
    const value = this.value(name);
    if (value === undefined || value === null) return undefined;
    return typeof value === 'boolean' ? value : this.fail(name, 'Must be true or false.');
  }

  /** A safe integer within [min, max]. */
  integer(name: string, min: number, max: number, required = true): number | undefined {
    const value = this.value(name);
    if (value === undefined || value === null) return required ? this.fail(name, 'This field is required.') : undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return this.fail(name, 'Must be a whole number.');
    if (value < min || value > max) return this.fail(name, `Must be from ${min} to ${max}.`);
    return value;
  }

  /** A nullable link: a same-origin path or an http(s) URL (`httpOnly` allows URLs only). */
  link(name: string, httpOnly = false): string | null | undefined {
    return this.nullableString(name, URL_MAX, (text) =>
      (httpOnly ? isHttpUrl(text) : isLinkTarget(text)) ? null : httpOnly ? 'Must be an http(s) URL.' : 'Must be a URL.',
    );
  }

  /** A nullable ISO 3166-1 alpha-2 code, returned upper case. */
  country(name: string): string | null | undefined {
    const text = this.nullableString(name, 2, (t) => (/^[A-Za-z]{2}$/.test(t) ? null : 'Must be a two-letter country code.'));
    return typeof text === 'string' ? text.toUpperCase() : text;
  }

  /** A nested object read with its own `Fields` (errors named `parent.child`); null/undefined pass through. */
  object(name: string, required = false): Fields | null | undefined {
    const value = this.value(name);
    if (value === undefined) return required ? this.fail(name, 'This field is required.') : undefined;
    if (value === null) return required ? this.fail(name, 'This field is required.') : null;
    if (typeof value !== 'object' || Array.isArray(value)) return this.fail(name, 'Must be an object.');
    return new Fields(value as JsonObject, `${this.prefix}${name}.`, this.errors);
  }

  /** Throws 400 VALIDATION_FAILED naming every bad field, if any. */
  done(): void {
    if (this.errors.length > 0) {
      throw new ApiError('VALIDATION_FAILED', 'Some fields are not valid.', { errors: this.errors });
    }
  }
}
