/**
 * A status-carrying error a route can throw (e.g. `throw new RouteError(404)` for an unknown id), and
 * the check the app's error screen uses to pick a screen by status for it and for an HttpError alike.
 */
export class RouteError extends Error {
  override name = 'RouteError';
  /** HTTP-like status: 401, 403, 404, 429, 500… */
  status: number;
  /** Short explanation shown instead of the status's default text. */
  statusText?: string;
  /** Anything the error screen may want (a string is shown as the message). */
  data?: unknown;

  constructor(status: number, statusText?: string, data?: unknown) {
    // An empty message lets the error screen fall back to its own text for the status.
    super(statusText ?? '');
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

/** What the error screen can read from a routing or HTTP error. */
export interface RouteErrorLike {
  status: number;
  statusText?: string;
  message?: string;
  data?: unknown;
}

/** True for anything with a numeric `status`: a RouteError, an HttpError, a thrown Response. */
export function isRouteErrorLike(error: unknown): error is RouteErrorLike {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

/** A programmer error in using the router (a hook outside the provider, a redirect loop). */
export class RouterError extends Error {
  override name = 'RouterError';
  constructor(message: string) {
    super(`Router: ${message}`);
  }
}
