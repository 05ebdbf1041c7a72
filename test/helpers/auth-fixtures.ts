// Tokens and users for the auth tests: unsigned JWTs (the SPA never verifies signatures) and contract users.
import type { Role, TokenClaims, User } from '../../src/contract';

export const b64url = (text: string | Buffer) => Buffer.from(text).toString('base64url');

/** A `header.payload.signature` token around any payload. */
export function jwt(payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }): string {
  return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export function claims(overrides: Partial<TokenClaims> = {}): TokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return { sub: 'u1', email: 'ana@example.com', role: 'admin', firstName: 'Ana', lastName: 'Diaz', iat: now, exp: now + 900, ...overrides };
}

/** A token valid for 15 minutes (or as overridden). */
export const tokenFor = (overrides: Partial<TokenClaims> = {}) => jwt(claims(overrides));

export function user(overrides: Partial<User> & { role?: Role } = {}): User {
  return {
    id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Diaz', phone: '+34 600 000 000', country: 'ES',
    role: 'admin', status: 'active', avatarUrl: null, createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z', lastLoginAt: null, certification: null, ...overrides,
  };
}
