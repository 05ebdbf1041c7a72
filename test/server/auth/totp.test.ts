/**
 * TOTP as RFC 6238 defines it, checked against the RFC's own test vectors (Appendix B, the SHA-1
 * rows: 8-digit codes of the 20-byte ASCII key "12345678901234567890"), and the rules two-factor
 * sign-in adds: 6 digits, one step either side, a step accepted once, base32 secrets, recovery codes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  base32Decode, base32Encode, findRecoveryCode, hashRecoveryCode, hotp, isRecoveryCodeShape, matchTotp, newRecoveryCodes,
  newTotpSecret, otpauthUrl, totpAt, totpStep,
} from '../../../server/auth/totp';

const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

/** RFC 6238 Appendix B, SHA-1: time in seconds → the 8-digit TOTP. */
const RFC_6238_SHA1: readonly [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('RFC 6238 Appendix B (SHA-1)', () => {
  for (const [seconds, code] of RFC_6238_SHA1) {
    it(`T = ${seconds} s gives ${code}`, () => {
      assert.equal(totpAt(RFC_KEY, seconds * 1000, 8), code);
    });
  }

  it('gives the last six digits of the same truncation for 6-digit codes', () => {
    for (const [seconds, code] of RFC_6238_SHA1) assert.equal(totpAt(RFC_KEY, seconds * 1000), code.slice(2));
  });

  it('matches RFC 4226 Appendix D (HOTP, the same key, counters 0 to 2)', () => {
    assert.deepEqual([0, 1, 2].map((c) => hotp(RFC_KEY, c)), ['755224', '287082', '359152']);
  });
});

describe('base32', () => {
  it('round-trips and reads RFC 4648 test strings', () => {
    assert.equal(base32Encode(Buffer.from('foobar')), 'MZXW6YTBOI');
    assert.equal(base32Decode('MZXW6YTBOI======')?.toString(), 'foobar');
    assert.equal(base32Decode('mzxw 6ytb oi')?.toString(), 'foobar');
    assert.equal(base32Decode('MZXW1'), null, '1 is not base32');
    const secret = newTotpSecret();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.equal(base32Decode(secret)?.length, 20);
  });
});

describe('matchTotp', () => {
  const secret = base32Encode(RFC_KEY);
  const now = 1_111_111_111_000;
  const step = totpStep(now);
  const codeAt = (s: number): string => hotp(RFC_KEY, s);

  it('accepts the current step and one either side, not two', () => {
    assert.equal(matchTotp(secret, codeAt(step), now, null), step);
    assert.equal(matchTotp(secret, codeAt(step - 1), now, null), step - 1);
    assert.equal(matchTotp(secret, codeAt(step + 1), now, null), step + 1);
    assert.equal(matchTotp(secret, codeAt(step - 2), now, null), null);
    assert.equal(matchTotp(secret, codeAt(step + 2), now, null), null);
  });

  it('refuses a step already used, and any before it', () => {
    assert.equal(matchTotp(secret, codeAt(step), now, step), null);
    assert.equal(matchTotp(secret, codeAt(step - 1), now, step), null);
    assert.equal(matchTotp(secret, codeAt(step + 1), now, step), step + 1);
  });

  it('takes the code in two groups, refuses anything but six digits', () => {
    const code = codeAt(step);
    assert.equal(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null), step);
    assert.equal(matchTotp(secret, `${code}0`, now, null), null);
    assert.equal(matchTotp(secret, 'abcdef', now, null), null);
    assert.equal(matchTotp('not base32!', code, now, null), null);
  });
});

describe('otpauth URL and recovery codes', () => {
  it('names the issuer and the account and carries the secret', () => {
    const url = new URL(otpauthUrl('Diving', 'ana+x@diving.test', 'ABC'));
    assert.equal(url.protocol, 'otpauth:');
    assert.equal(url.host, 'totp');
    assert.equal(decodeURIComponent(url.pathname), '/Diving:ana+x@diving.test');
    assert.equal(url.searchParams.get('secret'), 'ABC');
    assert.equal(url.searchParams.get('issuer'), 'Diving');
  });

  it('makes ten distinct codes, found by hash whatever the case and dashes', () => {
    const codes = newRecoveryCodes();
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[A-Z2-7]{4}(-[A-Z2-7]{4}){3}$/);
    const hashes = codes.map(hashRecoveryCode);
    assert.equal(findRecoveryCode(hashes, codes[3] as string), 3);
    assert.equal(findRecoveryCode(hashes, (codes[3] as string).toLowerCase().replace(/-/g, ' ')), 3);
    assert.equal(findRecoveryCode(hashes, 'AAAA-AAAA-AAAA-AAAA'), -1);
    assert.ok(isRecoveryCodeShape('abcd efgh ijkl mnop'));
    assert.ok(!isRecoveryCodeShape('123456'));
  });
});
