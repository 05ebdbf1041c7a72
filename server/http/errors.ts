/** The error every handler throws for an answer ≥ 400; the app turns it into the error envelope. */
import type { ErrorCode, FieldError } from '../../src/contract';

const STATUS: Record<ErrorCode, number> = {
  INVALID_JSON: 400,
  VALIDATION_FAILED: 400,
  INVALID_OTP: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_STREAMS: 429,
  CLAIMED: 409,
  NOT_PENDING: 409,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** An answer ≥ 400 with the API's `code`, a human-readable English `message` and extra headers. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, options: { errors?: FieldError[]; headers?: Record<string, string>; details?: Record<string, unknown> } = {}) {
    super(message);
    this.code = code;
    this.status = STATUS[code];
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}

/** 404 for a record or route that does not exist. */
export const notFound = (what = 'This resource'): ApiError => new ApiError('NOT_FOUND', `${what} was not found.`);

/** 400 with one `errors` entry. */
export const fieldError = (field: string, message: string): ApiError =>
  new ApiError('VALIDATION_FAILED', 'Some fields are not valid.', { errors: [{ field, message }] });

/** 429 with `Retry-After` in whole seconds (at least 1). */
export const rateLimited = (retryAfterS: number): ApiError =>
  new ApiError('RATE_LIMITED', 'Too many attempts. Please try again later.', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterS))) },
  });
