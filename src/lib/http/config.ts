/**
 * The shared client's base URL, apart from the client itself so the app can set it at startup
 * without loading the client (the sign-in page's first paint does not need it).
 */

/** The base of the shared `http` client until `configureHttp` changes it. */
export const DEFAULT_BASE_URL = '/api/v1';

let baseUrl = DEFAULT_BASE_URL;

/** Sets the base URL of the shared `http` client (default `/api/v1`). */
export function configureHttp(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl;
}

/** The base URL the shared client uses now. */
export const sharedBaseUrl = (): string => baseUrl;
