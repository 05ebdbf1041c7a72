/**
 * Sends thousands of malformed requests (seeded, so a run can be replayed with FUZZ_SEED) at every
 * route, signed in as admin, as a diver, with broken tokens and without, then checks that the
 * server never answered 5xx, never broke the envelope, never crashed, left Object.prototype alone
 * and left a store that a restarted server reads.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Agent } from 'node:http';
import type { ContactMessage, LegalDocument, ListMeta, News, Trip, User } from '../../src/contract';
import { removeDir, startTestServer, tempDir } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API, api } from '../helpers/api-client';
import { keepAliveAgent, rawRequest, rawSocket } from '../helpers/raw-client';
import { expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
import { mapLimit } from '../helpers/concurrency';
import { createCases, createListCases } from '../helpers/fuzz-cases';
import type { Case, Ids, Tokens } from '../helpers/fuzz-cases';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const COUNT = Number(process.env.FUZZ_COUNT ?? 5000);
const CONCURRENCY = 8;
const ERROR_CODES = new Set([
  'INVALID_JSON',
  'VALIDATION_FAILED',
  'INVALID_OTP',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
]);

interface Failure {
  index: number;
  what: string;
  detail: string;
}

interface Outcome {
  statuses: Map<number, number>;
  failures: Failure[];
  envelopeProblems: Failure[];
  networkErrors: Failure[];
  unexpectedLogs: string[];
  healthChecks: number;
  durationMs: number;
}

describe(`fuzz: ${COUNT} malformed requests (seed ${SEED})`, () => {
  let server: TestServer;
  let dataDir: string;
  let agent: Agent;
  let outcome: Outcome;
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
  const arrayPrototypeBefore = Object.getOwnPropertyNames(Array.prototype).sort();

  before(async () => {
    dataDir = tempDir('diving-fuzz-');
    server = await startTestServer({ dataDir });
    agent = keepAliveAgent(CONCURRENCY);
    const admin = await login(server);
    const diver = await createUser(server);
    const tokens: Tokens = { admin: admin.token, diver: diver.token };
    const users = expectOk(await api<User[]>(server, 'GET', '/users/', { token: admin.token }));
    const trips = expectOk(await api<Trip[]>(server, 'GET', '/trips/', { token: admin.token }));
    const products = expectOk(await api<Trip[]>(server, 'GET', '/products/', { token: admin.token }));
    const news = expectOk(await api<News[]>(server, 'GET', '/news/', { token: admin.token }));
    const contact = expectOk(await api<ContactMessage[]>(server, 'GET', '/contact/', { token: admin.token }));
    const legal = await Promise.all(['terms', 'privacy', 'about'].map(async (t) => expectOk(await api<LegalDocument>(server, 'GET', `/legal/${t}`, { token: admin.token })).id));
    const ids: Ids = {
      // Leave the signed-in admin out of the pool: the fuzz must not lock itself out by design.
      user: [...users.filter((u) => u.id !== admin.user.id).slice(0, 30).map((u) => u.id), diver.user.id],
      trip: trips.slice(0, 30).map((t) => t.id),
      product: products.slice(0, 30).map((p) => p.id),
      news: news.map((n) => n.id),
      contact: contact.slice(0, 20).map((c) => c.id),
      legal,
      upload: trips.flatMap((t) => t.images).slice(0, 5).map((url) => url.split('/').at(-1) ?? 'x'),
    };

    const cases = createCases(SEED, COUNT, ids, tokens);

    outcome = { statuses: new Map(), failures: [], envelopeProblems: [], networkErrors: [], unexpectedLogs: [], healthChecks: 0, durationMs: 0 };
    const originalError = console.error;
    console.error = (...args: unknown[]) => {
      outcome.unexpectedLogs.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ').slice(0, 300));
    };
    const started = Date.now();
    try {
      await mapLimit(cases, CONCURRENCY, async (fuzzCase, index) => {
        if (index > 0 && index % 1000 === 0) {
          const health = await rawRequest(server, { path: `${API}/health`, agent });
          if (health.status !== 200) outcome.failures.push({ index, what: 'health', detail: `health answered ${health.status}` });
          outcome.healthChecks += 1;
        }
        await runCase(fuzzCase, index);
      });
    } finally {
      console.error = originalError;
      outcome.durationMs = Date.now() - started;
    }

    async function runCase(fuzzCase: Case, index: number): Promise<void> {
      if (fuzzCase.kind === 'socket') {
        // A case that may hang is given a second; one that must be answered is given all the time a
        // loaded machine needs, so only a server that never answers fails it.
        const res = await rawSocket(server, fuzzCase.payload, { timeoutMs: fuzzCase.mayHang ? 1000 : 30_000, halfClose: fuzzCase.halfClose });
        if (res.status !== null) outcome.statuses.set(res.status, (outcome.statuses.get(res.status) ?? 0) + 1);
        if (res.status !== null && res.status >= 500) outcome.failures.push({ index, what: `socket: ${fuzzCase.label}`, detail: res.head.split('\r\n')[0] ?? '' });
        if (res.timedOut && !fuzzCase.mayHang) outcome.failures.push({ index, what: `socket: ${fuzzCase.label}`, detail: 'no answer' });
        return;
      }
      const what = `${fuzzCase.method} ${fuzzCase.path.slice(0, 120)} (body ${fuzzCase.body?.length ?? 'none'}, ${fuzzCase.headers['content-type'] ?? 'no type'}${fuzzCase.headers['transfer-encoding'] ? ', chunked' : ''})`;
      let res;
      try {
        res = await rawRequest(server, { method: fuzzCase.method, path: fuzzCase.path, headers: fuzzCase.headers, body: fuzzCase.body, agent, timeoutMs: 10_000 });
      } catch (error) {
        const message = (error as Error).message;
        if (/secret|password|hash|code|token/i.test(message) && (error as Error).name === 'AssertionError') outcome.failures.push({ index, what, detail: message });
        else outcome.networkErrors.push({ index, what, detail: message });
        return;
      }
      outcome.statuses.set(res.status, (outcome.statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) {
        outcome.failures.push({ index, what, detail: `${res.status} ${res.text.slice(0, 200)}` });
        return;
      }
      const isApi = fuzzCase.path.startsWith('/api/') || fuzzCase.path === '/api';
      if (!isApi || fuzzCase.method.toUpperCase() === 'HEAD' || res.status === 204) return;
      const json = res.json as { success?: unknown; code?: unknown; message?: unknown; errors?: unknown; data?: unknown; accessToken?: unknown } | undefined;
      if (res.status === 400 && json === undefined) return; // the HTTP parser's own 400 for a malformed request
      if (res.status === 431) return;
      if (!json) {
        if (!(res.status === 200 && fuzzCase.path.includes('/uploads/'))) outcome.envelopeProblems.push({ index, what, detail: `${res.status} not JSON: ${res.text.slice(0, 100)}` });
        return;
      }
      if (res.status >= 400) {
        const ok =
          json.success === false &&
          typeof json.code === 'string' &&
          ERROR_CODES.has(json.code) &&
          typeof json.message === 'string' &&
          json.message.length > 0 &&
          (json.errors === undefined || (Array.isArray(json.errors) && json.errors.every((e: unknown) => typeof (e as { field?: unknown }).field === 'string')));
        if (!ok) outcome.envelopeProblems.push({ index, what, detail: `${res.status} ${res.text.slice(0, 200)}` });
        if (res.status === 405 && !res.headers.allow) outcome.envelopeProblems.push({ index, what, detail: '405 without Allow' });
      } else if (json.success !== true || !('data' in json || 'accessToken' in json)) {
        outcome.envelopeProblems.push({ index, what, detail: `${res.status} ${res.text.slice(0, 200)}` });
      }
    }
  });

  after(async () => {
    agent.destroy();
    await server.close();
    removeDir(dataDir);
  });

  const summary = (list: Failure[]): string =>
    `${list.length} case(s), first: ${JSON.stringify(list.slice(0, 8), null, 1)}\nstatuses: ${JSON.stringify([...outcome.statuses].sort((a, b) => a[0] - b[0]))}`;

  it('gets an answer to nearly every case and sees a spread of answers', () => {
    const total = [...outcome.statuses.values()].reduce((a, b) => a + b, 0);
    assert.ok(total >= COUNT * 0.9, `answers received: ${total} of ${COUNT}`);
    console.log(`# the fuzz run took ${outcome.durationMs} ms`);
    for (const status of [200, 400, 401, 403, 404, 405, 413, 415]) assert.ok(outcome.statuses.has(status), `some ${status} answers: ${JSON.stringify([...outcome.statuses])}`);
  });

  it('never answers 5xx and never leaks a secret', () => {
    assert.equal(outcome.failures.length, 0, summary(outcome.failures));
  });

  it('answers every API error with the error envelope (and 405 with Allow)', () => {
    assert.equal(outcome.envelopeProblems.length, 0, summary(outcome.envelopeProblems));
  });

  it('answers every well-framed request (no dropped connection)', () => {
    assert.equal(outcome.networkErrors.length, 0, summary(outcome.networkErrors));
  });

  it('logs no unexpected server error', () => {
    const counts = new Map<string, number>();
    for (const line of outcome.unexpectedLogs) counts.set(line, (counts.get(line) ?? 0) + 1);
    assert.deepEqual([...counts].map(([line, n]) => `${n} × ${line}`), [], 'the server logged errors while answering malformed requests');
  });

  it('still answers /health', async () => {
    assert.ok(outcome.healthChecks >= Math.floor((COUNT - 1) / 1000));
    assert.deepEqual(expectOk(await api(server, 'GET', '/health')), { ok: true });
  });

  it('leaves Object.prototype and Array.prototype unpolluted', () => {
    assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeBefore);
    assert.deepEqual(Object.getOwnPropertyNames(Array.prototype).sort(), arrayPrototypeBefore);
    const probe: Record<string, unknown> = {};
    for (const key of ['polluted', 'isAdmin', 'role', 'status']) assert.equal(probe[key], undefined, key);
  });

  it('leaves a store that a restarted server reads: admin login and every list work', async () => {
    await server.close();
    server = await startTestServer({ dataDir });
    const { token } = await login(server);
    for (const path of ['/users/', '/users/dive-buddy', '/users/dive-master/all', '/trips/', '/products/', '/news/', '/contact/']) {
      const list = expectOk(await api<unknown[]>(server, 'GET', path, { token }));
      assert.ok(Array.isArray(list), path);
    }
    assert.equal(expectOk(await api<Trip[]>(server, 'GET', '/trips/', { token })).length, 80);
    for (const type of ['terms', 'privacy', 'about']) expectOk(await api(server, 'GET', `/legal/${type}`, { token }));
    const contact = await api(server, 'GET', '/site-contact', { token });
    assert.ok(contact.status === 200 || contact.status === 404);
  });
});

const LIST_COUNT = Number(process.env.FUZZ_LIST_COUNT ?? 600);

describe(`fuzz: ${LIST_COUNT} list queries (seed ${SEED})`, () => {
  let server: TestServer;
  let token: string;
  const problems: string[] = [];
  const seen = { bad: new Set<string>(), ok: 0 };

  before(async () => {
    server = await startTestServer();
    token = (await login(server)).token;
    const agent = keepAliveAgent(CONCURRENCY);
    try {
      await mapLimit(createListCases(SEED, LIST_COUNT), CONCURRENCY, async ({ path, query, bad }) => {
        const full = `${API}${path}?${query}`;
        const res = await rawRequest(server, { path: full, headers: { authorization: `Bearer ${token}` }, agent, timeoutMs: 10_000 });
        const json = res.json as { success?: boolean; code?: string; errors?: { field: string }[]; data?: unknown[]; meta?: ListMeta } | undefined;
        if (bad !== null) {
          const fields = (json?.errors ?? []).map((e) => e.field);
          if (res.status !== 400 || json?.code !== 'VALIDATION_FAILED' || fields.length !== 1 || fields[0] !== bad) {
            problems.push(`${full.slice(0, 200)} → ${res.status} ${res.text.slice(0, 160)} (expected 400 naming ${bad})`);
          }
          seen.bad.add(bad);
          return;
        }
        const meta = json?.meta;
        const page = Number(new URLSearchParams(query).get('page'));
        if (res.status !== 200 || !Array.isArray(json?.data) || !meta || typeof meta.total !== 'number' || meta.page !== page || json.data.length > meta.pageSize) {
          problems.push(`${full.slice(0, 200)} → ${res.status} ${res.text.slice(0, 160)} (expected a page)`);
        }
        seen.ok += 1;
      });
    } finally {
      agent.destroy();
    }
  });
  after(() => server.close());

  it('answers a bad page, pageSize, q, sort, order or filter value with a 400 naming it, and a page otherwise; never 5xx', () => {
    assert.deepEqual(problems.slice(0, 10), []);
    assert.deepEqual([...seen.bad].sort(), ['category', 'condition', 'order', 'page', 'pageSize', 'q', 'role', 'sort', 'status']);
    assert.ok(seen.ok > LIST_COUNT / 4, `pages answered: ${seen.ok}`);
  });
});
