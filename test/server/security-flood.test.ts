/**
 * Password hashing behind a gate: the gate's bounds on its own, then a login flood from one
 * address (20 clients, fresh e-mails) against the real server while an admin writes and someone
 * signs in from another address: every one of those succeeds and the flood gets only 401 and 429.
 * How fast they succeed depends on the machine, so the p50 targets (admin write ≤ 100 ms, other
 * login ≤ 500 ms during the flood) are measured and printed by `npm run bench:server`, not here.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { createWorkGate, type WorkGate } from '../../server/auth/hash-gate';
import { ApiError } from '../../server/http/errors';
import type { ServerConfig } from '../../server/app';
import { startTestServer } from '../helpers/server';
import type { Target } from '../helpers/server';
import { API } from '../helpers/api-client';
import { createUser, login, uniqueEmail } from '../helpers/accounts';
import { countStatuses, headsFirst, requestFrom } from '../helpers/security-client';

const OTHER_ADDRESS = '127.0.0.2';

/** A deferred promise, to hold work in the gate until the test lets it go. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('hash gate', () => {
  it('runs at most `concurrency` at once and refuses at once (429, Retry-After) beyond the queue', async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 1, perKey: 10 });
    const first = deferred<string>();
    const a = gate.run('a', () => first.promise);
    const b = gate.run('b', async () => 'b');
    assert.deepEqual(gate.load(), { running: 1, waiting: 1 });
    const refused = await gate.run('c', async () => 'c').then(
      () => null,
      (error: unknown) => error,
    );
    assert.ok(refused instanceof ApiError);
    assert.equal(refused.status, 429);
    assert.equal(refused.code, 'RATE_LIMITED');
    assert.equal(refused.headers['Retry-After'], '1');
    first.resolve('a');
    assert.deepEqual(await Promise.all([a, b]), ['a', 'b']);
    assert.deepEqual(gate.load(), { running: 0, waiting: 0 });
  });

  it('holds one key to `perKey` places and serves waiting keys round robin', async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 100, perKey: 3 });
    const order: string[] = [];
    const hold = deferred();
    const job = (name: string) => async () => {
      order.push(name);
      if (name === 'x1') await hold.promise;
      return name;
    };
    const runs = [gate.run('x', job('x1')), gate.run('x', job('x2')), gate.run('x', job('x3'))];
    await assert.rejects(gate.run('x', job('x4')), (error: unknown) => error instanceof ApiError && error.status === 429);
    runs.push(gate.run('y', job('y1')), gate.run('y', job('y2')));
    hold.resolve();
    await Promise.all(runs);
    assert.deepEqual(order, ['x1', 'x2', 'y1', 'x3', 'y2'], 'x is not served twice in a row while y waits');
    assert.equal(await gate.run('x', job('x5')), 'x5', 'the key gets its places back');
  });

  it('frees the place of work that throws', async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 0, perKey: 1 });
    await assert.rejects(gate.run('k', () => Promise.reject(new Error('boom'))), /boom/);
    await assert.rejects(gate.run('k', () => {
      throw new Error('sync boom');
    }), /sync boom/);
    assert.equal(await gate.run('k', async () => 'ok'), 'ok');
  });
});

/** One request over `agent`; resolves with its status once the whole answer is read. */
function send(server: Target, agent: Agent, method: string, path: string, json: unknown, token?: string): Promise<{ status: number }> {
  const url = new URL(server.url);
  const body = Buffer.from(JSON.stringify(json));
  const headers: Record<string, string | number> = { 'content-type': 'application/json', 'content-length': body.length };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Sequential admin writes and, at the same time, sequential logins of `diver` from another address; answers how many succeeded. */
async function writeAndSignIn(server: Target, agent: Agent, admin: { token: string; id: string }, diver: { email: string; password: string }): Promise<{ writes: number; logins: number }> {
  let writes = 0;
  let logins = 0;
  const writer = async (): Promise<void> => {
    for (let i = 0; i < 10; i++) {
      const res = await send(server, agent, 'PUT', `${API}/auth/edit-profile/${admin.id}`, { firstName: `Admin ${i}` }, admin.token);
      assert.equal(res.status, 200, 'the admin write succeeds');
      writes += 1;
    }
  };
  const signer = async (): Promise<void> => {
    for (let i = 0; i < 4; i++) {
      const res = await requestFrom(server, OTHER_ADDRESS, { method: 'POST', path: `${API}/auth/login`, json: { email: diver.email, password: diver.password } });
      assert.equal(res.status, 200, `the login from another address succeeds: ${res.text.slice(0, 200)}`);
      logins += 1;
    }
  };
  await Promise.all([writer(), signer()]);
  return { writes, logins };
}

/**
 * Admin writes and another address's logins while 20 clients send logins for fresh e-mails from
 * 127.0.0.1 (each waiting for its answer, as browsers and scripts do), once the flood has had 40 answers.
 */
async function underFlood(overrides: Partial<ServerConfig>): Promise<{ done: { writes: number; logins: number }; floodStatuses: Record<number, number> }> {
  const server = await startTestServer(overrides);
  const floodAgent = new Agent({ keepAlive: true, maxSockets: 20 });
  const adminAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { token, user } = await login(server);
    const admin = { token, id: user.id };
    const diver = await createUser(server, { adminToken: token });
    const floodStatuses: Record<number, number> = {};
    let answered = 0;
    let stop = false;
    const warm = deferred();
    const client = async (): Promise<void> => {
      while (!stop) {
        const { status } = await send(server, floodAgent, 'POST', `${API}/auth/login`, { email: uniqueEmail('flood'), password: 'Wrong-password-1' });
        floodStatuses[status] = (floodStatuses[status] ?? 0) + 1;
        answered += 1;
        if (answered === 40) warm.resolve();
      }
    };
    const clients = Array.from({ length: 20 }, client);
    let done: { writes: number; logins: number };
    try {
      await warm.promise;
      done = await writeAndSignIn(server, adminAgent, admin, diver);
    } finally {
      stop = true;
      await Promise.all(clients);
    }
    return { done, floodStatuses };
  } finally {
    floodAgent.destroy();
    adminAgent.destroy();
    await server.close();
  }
}

describe('a login flood from one address (20 clients, fresh e-mails)', () => {
  it('answers the flood with 401s, then 429s, never a 5xx, while admin writes and another address’s logins all succeed', async () => {
    const { done, floodStatuses } = await underFlood({});
    assert.deepEqual(Object.keys(floodStatuses).sort(), ['401', '429'], `the flood's answers: ${JSON.stringify(floodStatuses)}`);
    assert.deepEqual(done, { writes: 10, logins: 4 });
  });
});

describe('the hashing gate in the server', () => {
  it('refuses hashes beyond its bounds at once with 429 and Retry-After: 1', async () => {
    // The server's gate (one hash running, two waiting, three per address), whose hashes start only
    // once it has refused the rest of the 30: what is refused does not depend on how fast the
    // hashes of the first arrivals end.
    const gate = createWorkGate({ concurrency: 1, queue: 2, perKey: 3 });
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    let refused = 0;
    const held: WorkGate = {
      run: (key, work) => gate.run(key, () => opened.then(work)).catch((error: unknown) => {
        refused += 1;
        if (refused === 27) open();
        throw error;
      }),
      load: () => gate.load(),
    };
    const server = await startTestServer({ loginLimit: 1_000_000, loginAddressLimit: 1_000_000 }, { hashing: held });
    try {
      const answers = await headsFirst(server, { method: 'POST', path: `${API}/auth/login`, json: { email: uniqueEmail('gate'), password: 'Wrong-password-1' } }, 30);
      const counts = countStatuses(answers);
      assert.deepEqual(counts, { 401: 3, 429: 27 }, 'the three places held were evaluated, the rest refused');
      const busy = answers.filter((a) => a.status === 429);
      for (const answer of busy) {
        assert.equal(answer.headers['retry-after'], '1');
        assert.match((answer.json as { message?: string }).message ?? '', /busy/);
      }
      // The refusals came while the three places were still held: a refusal does not wait for a hash.
    } finally {
      await server.close();
    }
  });
});
