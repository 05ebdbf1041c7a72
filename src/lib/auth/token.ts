/**
 * The access token without a DOM: decoding (jwt-decode's behaviour and messages), validity, and
 * the session (localStorage `authToken` plus the HTTP bearer, in stored-token.ts so the sign-in
 * page's first chunk can check for a stored token without the decoder).
 */
export { AUTH_TOKEN_STORAGE_KEY, getStoredToken, setSession } from './stored-token';

/** Thrown by `decodeToken`; every message starts "Invalid token specified: ". */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** Standard JWT header fields. */
export interface JwtHeader {
  typ?: string;
  alg?: string;
  kid?: string;
}

/** Standard JWT payload claims; times in seconds since the epoch. */
export interface JwtPayload {
  iss?: string;
  sub?: string;
  aud?: string[] | string;
  exp?: number;
  nbf?: number;
  iat?: number;
  jti?: string;
}

/** Options of `decodeToken`: `header: true` decodes part #1 (the header) instead of the payload. */
export interface DecodeOptions {
  header?: boolean;
}

function decodeUnicode(binary: string): string {
  // Percent-encodes each byte so decodeURIComponent reads the bytes as UTF-8.
  return decodeURIComponent(
    binary.replace(/[\s\S]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`),
  );
}

function base64UrlDecode(part: string): string {
  let base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  switch (base64.length % 4) {
    case 0:
      break;
    case 2:
      base64 += '==';
      break;
    case 3:
      base64 += '=';
      break;
    default:
      throw new Error('base64 string is not of the correct length');
  }
  const binary = atob(base64);
  try {
    return decodeUnicode(binary);
  } catch {
    return binary;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Decodes a JWT's payload (or header) without verifying it.
 * @throws InvalidTokenError "must be a string", "missing part #N", "invalid base64 for part #N (…)",
 * "invalid json for part #N (…)" — N is 1 for the header, 2 for the payload.
 */
export function decodeToken<T = JwtHeader>(token: unknown, options: DecodeOptions & { header: true }): T;
export function decodeToken<T = JwtPayload>(token: unknown, options?: DecodeOptions): T;
export function decodeToken(token: unknown, options: DecodeOptions = {}): unknown {
  if (typeof token !== 'string') throw new InvalidTokenError('Invalid token specified: must be a string');
  const index = options.header === true ? 0 : 1;
  const part = token.split('.')[index];
  if (typeof part !== 'string') throw new InvalidTokenError(`Invalid token specified: missing part #${index + 1}`);
  let json: string;
  try {
    json = base64UrlDecode(part);
  } catch (error) {
    throw new InvalidTokenError(`Invalid token specified: invalid base64 for part #${index + 1} (${messageOf(error)})`);
  }
  try {
    return JSON.parse(json) as unknown;
  } catch (error) {
    throw new InvalidTokenError(`Invalid token specified: invalid json for part #${index + 1} (${messageOf(error)})`);
  }
}

/**
 * True for a string that decodes and whose `exp` (seconds) is later than now. Logs "Invalid token
 * format." for a non-string and "Failed to decode token:" with the error for an undecodable one.
 */
export function isValidToken(token: unknown): boolean {
  if (typeof token !== 'string') {
    console.error('Invalid token format.');
    return false;
  }
  let payload: JwtPayload;
  try {
    payload = decodeToken(token);
  } catch (error) {
    console.error('Failed to decode token:', error);
    return false;
  }
  return typeof payload?.exp === 'number' && payload.exp > Date.now() / 1000;
}
