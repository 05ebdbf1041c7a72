/**
 * The claim rules both claim stores apply (server/live/claims.ts): each case of an attempt against
 * the stored claim, and each end.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Claim } from '../../../src/contract';
import { claimStep, endStep } from '../../../server/live/claims';

const TTL = 60_000;
const NOW = Date.parse('2026-03-01T10:00:00.000Z');
const LAYLA = { id: 'u_0002', name: 'Layla Haddad', avatarUrl: null };
const KENJI = { id: 'u_0003', name: 'Kenji Watanabe', avatarUrl: null };
const iso = (ms: number) => new Date(ms).toISOString();
const held = (by: typeof LAYLA, expiresAt: number): Claim => ({ kind: 'trip', id: 't_1', by, since: iso(NOW - 30_000), expiresAt: iso(expiresAt) });
const attempt = (by: typeof LAYLA, takeOver = false) => ({ kind: 'trip' as const, id: 't_1', by, takeOver });

describe('claimStep', () => {
  it('claims a free item and announces it', () => {
    const result = claimStep(undefined, attempt(LAYLA), NOW, TTL);
    assert.deepEqual(result, {
      ok: true,
      claim: { kind: 'trip', id: 't_1', by: LAYLA, since: iso(NOW), expiresAt: iso(NOW + TTL) },
      event: { type: 'claim', kind: 'trip', id: 't_1', claim: { kind: 'trip', id: 't_1', by: LAYLA, since: iso(NOW), expiresAt: iso(NOW + TTL) }, previous: null, ended: null },
    });
  });

  it('renews the caller’s own live claim silently, keeping since and taking the new name', () => {
    const renamed = { ...LAYLA, name: 'Layla H.' };
    const result = claimStep(held(LAYLA, NOW + 1), attempt(renamed), NOW, TTL);
    assert.ok(result.ok);
    assert.equal(result.claim.since, iso(NOW - 30_000));
    assert.equal(result.claim.expiresAt, iso(NOW + TTL));
    assert.deepEqual(result.claim.by, renamed);
    assert.equal(result.event, null);
  });

  it('refuses another admin’s live claim, and takes it over when asked', () => {
    const current = held(LAYLA, NOW + 1);
    assert.deepEqual(claimStep(current, attempt(KENJI), NOW, TTL), { ok: false, held: current });
    const taken = claimStep(current, attempt(KENJI, true), NOW, TTL);
    assert.ok(taken.ok);
    assert.equal(taken.event?.ended, 'takenOver');
    assert.deepEqual(taken.event?.previous, current);
    assert.equal(taken.claim.since, iso(NOW));
  });

  it('treats a claim past its time as gone: ended as expired, whoever claims', () => {
    const expired = held(LAYLA, NOW);
    for (const by of [LAYLA, KENJI]) {
      const result = claimStep(expired, attempt(by), NOW, TTL);
      assert.ok(result.ok);
      assert.equal(result.event?.ended, 'expired');
      assert.equal(result.claim.since, iso(NOW), 'a new claim begins');
    }
  });
});

describe('endStep', () => {
  it('ends the stored claim for its reason, only the holder’s when an admin is named', () => {
    const current = held(LAYLA, NOW + 1);
    assert.equal(endStep(undefined, 'decided'), null);
    assert.equal(endStep(current, 'released', KENJI.id), null);
    assert.deepEqual(endStep(current, 'released', LAYLA.id), { type: 'claim', kind: 'trip', id: 't_1', claim: null, previous: current, ended: 'released' });
    assert.equal(endStep(current, 'decided')?.ended, 'decided');
  });
});
