// The fetch client of docs/api.md: base URL, JSON in and out, the bearer on every call, the success
// envelope unwrapped, every failure an HttpError carrying the server's error envelope (else
// "Something went wrong"), aborts passed through, no timeout. It holds the bearer token and tells
// `onUnauthorized` listeners about a 401 while one is set; signing out is lib/auth's business.
// `sendOnUnload` says "I left" as a keepalive request while the page unloads.
export { configureHttp, DEFAULT_BASE_URL, sharedBaseUrl } from './config';
export { sendOnUnload } from './keepalive';
export {
  createHttpClient,
  fileNameOf,
  joinUrl,
  http,
  type DownloadedFile,
  type HttpClient,
  type HttpClientOptions,
  type QueryValue,
  type RequestOptions,
} from './client';
export { HttpError, isHttpError, SOMETHING_WENT_WRONG, type HttpErrorInit } from './errors';
export { getAuthToken, onUnauthorized, setAuthToken } from './auth-token';
