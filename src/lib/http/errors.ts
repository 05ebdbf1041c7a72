import type { ErrorEnvelope, FieldError } from '../../contract';

/** The message of a failure the server did not explain (PRODUCT.md "Failed requests"). */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** What an `HttpError` is built from. */
export interface HttpErrorInit {
  /** HTTP status; 0 when no usable answer arrived (network failure, unreadable 2xx body). */
  status: number;
  /** The parsed error body, when the server sent a JSON object. */
  body?: ErrorEnvelope | null;
  /** The underlying failure (a TypeError from fetch, a SyntaxError from JSON.parse). */
  cause?: unknown;
}

/**
 * A failed call. `message` is the server's `message`, else "Something went wrong"; `body` is the
 * server's error envelope when one parsed, `fieldErrors` its `errors` (empty without).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string | null;
  readonly body: ErrorEnvelope | null;
  readonly fieldErrors: FieldError[];

  constructor({ status, body = null, cause }: HttpErrorInit) {
    const message = body && typeof body.message === 'string' && body.message ? body.message : SOMETHING_WENT_WRONG;
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.body = body;
    this.code = body && typeof body.code === 'string' ? body.code : null;
    this.fieldErrors = body && Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
  }
}

/** Whether `error` is an `HttpError` (also across bundles, by name and shape). */
export function isHttpError(error: unknown): error is HttpError {
  if (error instanceof HttpError) return true;
  return error instanceof Error && error.name === 'HttpError' && typeof (error as { status?: unknown }).status === 'number';
}

/** Reads a parsed error body as the envelope of docs/api.md when it is a JSON object; null otherwise. */
export function toErrorEnvelope(body: unknown): ErrorEnvelope | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  return body as ErrorEnvelope;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, message } = value as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string';
}

/** Whether `error` is the rejection of an aborted fetch. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
