/**
 * State every server process must share on PostgreSQL: attempt limits, one-time codes and reset
 * tokens, review claims, presence and uploads. "Two processes" are two clients with their own
 * connections acting at the same moment; time is a fake clock the test moves.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import type { AdminRef } from '../../src/contract';
import { migrate } from '../../server/pg/migrate';
import { createPgRateLimiter } from '../../server/pg/rate-limit';
import { createPgOtpBook } from '../../server/pg/otp';
import { OTP_MAX_TRIES } from '../../server/auth/otp';
import { createPgClaims } from '../../server/pg/claims';
import { createPgPresence } from '../../server/pg/presence';
import { getUpload, putUpload, uploadExists } from '../../server/pg/uploads';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-shared skipped: ${skip}`);

const LAYLA: AdminRef = { id: 'u_0002', name: 'Layla Haddad', avatarUrl: null };
const KENJI: AdminRef = { id: 'u_0003', name: 'Kenji Watanabe', avatarUrl: null };

describe('state shared by every server process', { skip }, () => {
  let cluster: TestCluster;
  let a: Sql;
  let b: Sql;
  let clock = Date.UTC(2026, 5, 1, 12, 0, 0);
  const now = (): number => clock;
  before(async () => {
    cluster = await startCluster();
    const url = await cluster.createDatabase('shared');
    a = postgres(url, { max: 5, onnotice: () => undefined });
    b = postgres(url, { max: 5, onnotice: () => undefined });
    await migrate(a);
  });
  after(async () => {
    await Promise.all([a?.end(), b?.end()]);
    cluster?.destroy();
  });

  it('attempt limits: of twenty parallel attempts on two processes exactly the limit count; refunds and new windows work', async () => {
    const options = { limit: 5, windowMs: 60_000, now };
    const one = createPgRateLimiter(a, options);
    const two = createPgRateLimiter(b, options);
    const takes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : two).take('login:ana@diving.test')));
    const counted = takes.filter((t) => t.retryAfterS === 0);
    assert.equal(counted.length, 5);
    for (const t of takes.filter((x) => x.retryAfterS > 0)) assert.equal(t.retryAfterS, 60);
    assert.equal(await two.retryAfterS('login:ana@diving.test'), 60);
    assert.equal(await one.retryAfterS('login:other'), 0);
    await counted[0]?.attempt.refund();
    await counted[0]?.attempt.refund();
    assert.equal(await one.retryAfterS('login:ana@diving.test'), 0, 'one place given back (once)');
    assert.equal((await two.take('login:ana@diving.test')).retryAfterS, 0);
    assert.ok((await one.take('login:ana@diving.test')).retryAfterS > 0);
    clock += 60_000;
    const fresh = await one.take('login:ana@diving.test');
    assert.equal(fresh.retryAfterS, 0, 'a new window');
    await counted[1]?.attempt.refund();
    for (let i = 0; i < 4; i += 1) assert.equal((await one.take('login:ana@diving.test')).retryAfterS, 0);
    assert.ok((await one.take('login:ana@diving.test')).retryAfterS > 0, 'a refund from an old window gives nothing to the new one');
    await one.reset('login:ana@diving.test');
    assert.equal((await two.take('login:ana@diving.test')).retryAfterS, 0);
    clock += 120_000;
    assert.ok((await one.sweep()) >= 1);
  });

  it('attempt limits: a take whose clock was read before a parallel take opened the window waits no longer than the window', async () => {
    // The clock as the takes read it: the second take read 500 ms before the first, but its upsert
    // ran after the first's, which opened the window; by its answer the clock has passed the first's.
    const readings = [clock + 500, clock, clock + 600];
    const limiter = createPgRateLimiter(a, { limit: 1, windowMs: 60_000, now: () => readings.shift() ?? clock + 600 });
    assert.equal((await limiter.take('contact:10.0.0.9')).retryAfterS, 0);
    assert.equal((await limiter.take('contact:10.0.0.9')).retryAfterS, 60);
  });

  it('one-time codes: a code is exchanged once across processes, wrong tries burn it, tokens are single-use and expire', async () => {
    const one = createPgOtpBook(a, now);
    const two = createPgOtpBook(b, now);
    const code = await one.issue('ana@diving.test');
    assert.match(code, /^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    const tokens = await Promise.all([one.verify('ana@diving.test', code), two.verify('ana@diving.test', code), one.verify('ana@diving.test', code)]);
    const issued = tokens.filter((t): t is string => t !== null);
    assert.equal(issued.length, 1, 'one exchange');
    const token = issued[0] as string;
    assert.equal(await two.checkReset('ana@diving.test', token), true);
    assert.equal(await two.checkReset('ana@diving.test', `${token}x`), false);
    const consumed = await Promise.all([one.consumeReset('ana@diving.test', token), two.consumeReset('ana@diving.test', token)]);
    assert.deepEqual(consumed.sort(), [false, true], 'a token is consumed once');

    const burnt = await one.issue('ben@diving.test');
    for (let i = 0; i < OTP_MAX_TRIES; i += 1) assert.equal(await two.verify('ben@diving.test', burnt === '000000' ? '000001' : wrong), null);
    assert.equal(await one.verify('ben@diving.test', burnt), null, 'burnt after the tries');

    const late = await one.issue('cai@diving.test');
    clock += 10 * 60_000;
    assert.equal(await two.verify('cai@diving.test', late), null, 'expired');
    const again = await one.issue('cai@diving.test');
    const lateToken = await two.verify('cai@diving.test', again);
    assert.ok(lateToken);
    clock += 15 * 60_000;
    assert.equal(await one.consumeReset('cai@diving.test', lateToken), false, 'the token expired');
    assert.ok((await one.sweep()) >= 1);
  });

  it('claims: two admins claiming at once get one claim; heartbeats keep it; take-over, release, decision and expiry announce themselves', async () => {
    const ttlMs = 120_000;
    const one = createPgClaims(a, { ttlMs, now });
    const two = createPgClaims(b, { ttlMs, now });
    const [first, second] = await Promise.all([one.claim('trip', 't_0001', LAYLA, false), two.claim('trip', 't_0001', KENJI, false)]);
    const winners = [first, second].filter((r) => r.ok);
    assert.equal(winners.length, 1);
    const loser = [first, second].find((r) => !r.ok);
    assert.ok(loser && !loser.ok);
    const holder = winners[0]?.ok ? winners[0].claim.by : null;
    assert.deepEqual(loser.held.by, holder);
    const other = holder?.id === LAYLA.id ? KENJI : LAYLA;

    const since = loser.held.since;
    clock += 30_000;
    const beat = await one.claim('trip', 't_0001', holder as AdminRef, false);
    assert.ok(beat.ok);
    assert.equal(beat.claim.since, since, 'a heartbeat keeps since');
    assert.equal(beat.claim.expiresAt, new Date(clock + ttlMs).toISOString());
    assert.equal(beat.event, null, 'a heartbeat is not news');

    const taken = await two.claim('trip', 't_0001', other, true);
    assert.ok(taken.ok);
    assert.equal(taken.event?.ended, 'takenOver');
    assert.deepEqual(taken.event?.previous?.by, holder);
    assert.deepEqual((await one.list()).map((c) => c.by.id), [other.id]);

    assert.equal(await one.end('trip', 't_0001', 'released', (holder as AdminRef).id), null, 'only the holder releases');
    const released = await one.end('trip', 't_0001', 'released', other.id);
    assert.equal(released?.ended, 'released');
    assert.equal(released?.claim, null);

    assert.ok((await one.claim('product', 'p_0001', LAYLA, false)).ok);
    const decided = await two.end('product', 'p_0001', 'decided');
    assert.equal(decided?.ended, 'decided');

    assert.ok((await one.claim('diveMaster', 'u_0100', LAYLA, false)).ok);
    clock += ttlMs;
    assert.deepEqual(await one.list(), [], 'silent for the TTL: gone');
    const afterExpiry = await two.claim('diveMaster', 'u_0100', KENJI, false);
    assert.ok(afterExpiry.ok, 'an expired claim does not block');
    assert.equal(afterExpiry.event?.ended, 'expired');
    clock += ttlMs;
    const expired = await one.sweep();
    assert.deepEqual(expired.map((e) => [e.kind, e.id, e.ended]), [['diveMaster', 'u_0100', 'expired']]);
  });

  it('presence: viewers join, heartbeat, leave and time out, seen alike by every process', async () => {
    const ttlMs = 30_000;
    const one = createPgPresence(a, { ttlMs, now });
    const two = createPgPresence(b, { ttlMs, now });
    const joined = await one.see('trip', 't_0002', LAYLA);
    assert.equal(joined.changed, true);
    assert.deepEqual(joined.presence, { kind: 'trip', id: 't_0002', viewers: [LAYLA] });
    const both = await two.see('trip', 't_0002', KENJI);
    assert.deepEqual(both.presence.viewers, [LAYLA, KENJI]);
    clock += 20_000;
    assert.equal((await one.see('trip', 't_0002', LAYLA)).changed, false, 'a heartbeat changes nothing');
    const renamed = { ...LAYLA, name: 'Layla H.' };
    assert.equal((await one.see('trip', 't_0002', renamed)).changed, true, 'a heartbeat under a new name is told');
    assert.equal((await one.see('trip', 't_0002', LAYLA)).changed, true, 'and so is the name back');
    clock += 15_000;
    assert.deepEqual((await two.see('trip', 't_0002', LAYLA)).presence.viewers, [LAYLA], 'Kenji was silent for the TTL');
    const changed = await two.sweep();
    assert.deepEqual(changed, [{ kind: 'trip', id: 't_0002', viewers: [LAYLA] }]);
    assert.deepEqual(await one.leave('trip', 't_0002', LAYLA.id), { kind: 'trip', id: 't_0002', viewers: [] });
    assert.equal(await one.leave('trip', 't_0002', LAYLA.id), null);
  });

  it('uploads: bytes in, the same bytes out on another process; names are never overwritten', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a]);
    assert.equal(await putUpload(a, 'abc123.png', 'image/png', bytes), true);
    assert.equal(await putUpload(b, 'abc123.png', 'image/png', Buffer.from('other')), false);
    const got = await getUpload(b, 'abc123.png');
    assert.equal(got?.contentType, 'image/png');
    assert.ok(got?.bytes.equals(bytes));
    assert.equal(await uploadExists(b, 'abc123.png'), true);
    assert.equal(await uploadExists(b, "nope'; DROP TABLE uploads; --.png"), false);
    assert.equal(await getUpload(a, 'missing.png'), undefined);
  });
});
