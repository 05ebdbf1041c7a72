import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import type { ContactMessage, LegalDocument, News, SiteContact, Trip, UploadResult, User } from '../../src/contract';
import { ADMIN, removeDir, startTestServer, tempDir } from '../helpers/server';
import { api, call } from '../helpers/api-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { createUser, login, newPassword, uniqueEmail } from '../helpers/accounts';
import { IMAGES } from '../helpers/images';
import { databaseFor, embeddedOnly, onPostgres } from '../helpers/test-store';
import { SERVER_ARGS, serverEnv } from '../helpers/server-process';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): { stdout: string; stderr: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function launch(dataDir: string, databaseUrl: string | null = null): { child: ChildProcess; out: { stdout: string; stderr: string }; exited: ServerProcess['exited'] } {
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: REPO,
    env: serverEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', DEMO: '1', STATIC_DIR: '' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, out, exited };
}

/** Starts `server/main.ts` as a process and waits for its "listening on" line. */
async function spawnServer(dataDir: string): Promise<ServerProcess> {
  // On the PostgreSQL half the process runs on the database of its data folder (test-store.ts).
  const { child, out, exited } = launch(dataDir, onPostgres ? await databaseFor(dataDir) : null);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line within 30 s:\n${out.stdout}\n${out.stderr}`)), 30_000);
    const check = (): void => {
      const match = /Diving API listening on (http:\/\/\S+)/.exec(out.stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`exited (${String(code)}, ${String(signal)}) before listening:\n${out.stdout}\n${out.stderr}`));
    });
    check();
  });
  return { child, url, output: () => ({ ...out }), exited };
}

/** Sends `signal` and resolves with the exit code (main.ts installs its handlers before it starts anything). */
async function stop(proc: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  proc.child.kill(signal);
  return (await proc.exited).code;
}

/** Every file under `dir`, relative, with its bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (path: string): void => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full));
    }
  };
  walk(dir);
  return files;
}

describe('restart on the same data folder', () => {
  it('keeps every kind of write', async () => {
    const dataDir = tempDir('diving-persist-');
    try {
      const first = await startTestServer({ dataDir });
      const { token } = await login(first);
      const diver = await createUser(first);
      const blocked = await createUser(first);
      expectOk(await api(first, 'PUT', `/users/${blocked.user.id}`, { token, json: { status: 'blocked' } }));
      expectOk(await api(first, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: diver.token, json: { firstName: 'Persisted', country: 'NO' } }));
      const news = expectOk(await api<News>(first, 'POST', '/news/', { token, json: { title: 'Kept', summary: 's', content: '**bold**', status: 'published' } }), 201);
      const deleted = expectOk(await api<News>(first, 'POST', '/news/', { token, json: { title: 'Gone', summary: 's', content: 'c', status: 'draft' } }), 201);
      expectOk(await api(first, 'DELETE', `/news/${deleted.id}`, { token }));
      const pendingTrip = expectOk(await api<Trip[]>(first, 'GET', '/trips/all-trips/pending', { token }))[0];
      assert.ok(pendingTrip);
      const decided = expectOk(await api<Trip>(first, 'PUT', `/trips/all-trips/${pendingTrip.id}`, { token, json: { status: 'rejected', reason: 'Kept reason' } }));
      const dm = expectOk(await api<User[]>(first, 'GET', '/users/dive-master/pending', { token }))[0];
      assert.ok(dm);
      expectOk(await api(first, 'PUT', `/auth/dive-master/${dm.id}`, { token, json: { status: 'approved' } }));
      const message = expectOk(await api<ContactMessage>(first, 'POST', '/contact/', { json: { name: 'K', email: 'k@k.co', subject: 'Kept', message: 'm' } }), 201);
      expectOk(await api(first, 'PUT', `/contact/${message.id}`, { token, json: { status: 'resolved' } }));
      const terms = expectOk(await api<LegalDocument>(first, 'GET', '/legal/terms', { token }));
      const newTerms = expectOk(await api<LegalDocument>(first, 'PUT', `/legal/${terms.id}`, { token, json: { content: '# Kept terms' } }));
      const contact = expectOk(await api<SiteContact>(first, 'PUT', '/site-contact', { token, json: { email: 'kept@reef.test', phone: '+34 600 000 000', address: 'a', city: 'Kept City', country: 'ES' } }));
      const { url } = expectOk(await api<UploadResult>(first, 'POST', '/uploads', { token, body: IMAGES['image/gif'], headers: { 'content-type': 'image/gif' } }), 201);
      const otpEmail = diver.email;
      await first.close();

      const second = await startTestServer({ dataDir });
      try {
        const again = await login(second);
        const t = again.token;
        const user = expectOk(await api<User>(second, 'GET', `/users/${diver.user.id}`, { token: t }));
        assert.equal(user.firstName, 'Persisted');
        assert.equal(user.country, 'NO');
        await login(second, otpEmail, diver.password);
        expectError(await api(second, 'POST', '/auth/login', { json: { email: blocked.email, password: blocked.password } }), 401, 'UNAUTHENTICATED');
        assert.deepEqual(expectOk(await api<News>(second, 'GET', `/news/${news.id}`, { token: t })), news);
        expectError(await api(second, 'GET', `/news/${deleted.id}`, { token: t }), 404, 'NOT_FOUND');
        assert.deepEqual(expectOk(await api<Trip>(second, 'GET', `/trips/${pendingTrip.id}`, { token: t })), decided);
        assert.equal(expectOk(await api<User>(second, 'GET', `/users/${dm.id}`, { token: t })).certification?.status, 'approved');
        assert.equal(expectOk(await api<ContactMessage>(second, 'GET', `/contact/${message.id}`, { token: t })).status, 'resolved');
        assert.deepEqual(expectOk(await api<LegalDocument>(second, 'GET', '/legal/terms', { token: t })), newTerms);
        assert.deepEqual(expectOk(await api<SiteContact>(second, 'GET', '/site-contact', { token: t })), contact);
        const image = await call(second, 'GET', url.startsWith('http') ? new URL(url).pathname : url);
        assert.equal(image.status, 200);
        assert.ok(image.bytes.equals(IMAGES['image/gif']));
        assert.equal(expectOk(await api<Trip[]>(second, 'GET', '/trips/', { token: t })).length, 80, 'the demo data is not seeded twice');
      } finally {
        await second.close();
      }
    } finally {
      removeDir(dataDir);
    }
  });
});

describe('a port already taken', () => {
  it('rejects with EADDRINUSE and leaves nothing open: the same data folder starts again on another port', async () => {
    const dataDir = tempDir('diving-port-');
    const holder = await startTestServer();
    try {
      await assert.rejects(startTestServer({ dataDir, port: holder.port }), { code: 'EADDRINUSE' });
      if (onPostgres) {
        // The refused start's pool is closed: no session of it stays on its database.
        const sql = postgres(await databaseFor(dataDir), { max: 1, onnotice: () => undefined });
        try {
          const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
          assert.equal(row?.n, 0, 'sessions left open by the refused start');
        } finally {
          await sql.end();
        }
      }
      // What the refused start seeded is found again, not seeded twice.
      const again = await startTestServer({ dataDir });
      try {
        const { token } = await login(again);
        assert.equal(expectOk(await api<Trip[]>(again, 'GET', '/trips/', { token })).length, 80);
      } finally {
        await again.close();
      }
    } finally {
      await holder.close();
      removeDir(dataDir);
    }
  });
});

describe('the server process', () => {
  it('prints where it listens and the demo login, and exits 0 on SIGINT', async () => {
    const dataDir = tempDir('diving-proc-');
    try {
      const proc = await spawnServer(dataDir);
      assert.match(proc.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.doesNotMatch(proc.url, /:0$/, 'the real port, not 0');
      const loginLine = async (): Promise<void> => {
        for (let i = 0; i < 50 && !/Demo login:/.test(proc.output().stdout); i++) await new Promise((r) => setTimeout(r, 20));
      };
      await loginLine();
      assert.match(proc.output().stdout, new RegExp(`Demo login: ${ADMIN.email.replace('.', '\\.')} / ${ADMIN.password}`));
      assert.deepEqual(expectOk(await api(proc, 'GET', '/health')), { ok: true });
      assert.equal(await stop(proc, 'SIGINT'), 0);
    } finally {
      removeDir(dataDir);
    }
  });

  it('exits 0 on SIGTERM sent the moment it says it is listening (3 tries)', async () => {
    const dataDir = tempDir('diving-term-');
    try {
      const codes: (number | null)[] = [];
      for (let i = 0; i < 3; i++) {
        const proc = await spawnServer(dataDir);
        proc.child.kill('SIGTERM');
        codes.push((await proc.exited).code);
      }
      assert.deepEqual(codes, [0, 0, 0], 'a null code means the signal killed it before the handlers were installed');
    } finally {
      removeDir(dataDir);
    }
  });

  it('keeps every acknowledged write through a SIGKILL in the middle of a stream of writes', async () => {
    const dataDir = tempDir('diving-crash-');
    try {
      const proc = await spawnServer(dataDir);
      const { token } = await login(proc);
      const trips = expectOk(await api<Trip[]>(proc, 'GET', '/trips/', { token }));
      const products = expectOk(await api<Trip[]>(proc, 'GET', '/products/', { token }));
      const messages = expectOk(await api<ContactMessage[]>(proc, 'GET', '/contact/', { token }));

      let contactPosts = 0;
      type Check = { kind: 'news'; id: string; title: string } | { kind: 'message'; id: string; subject: string } | { kind: 'user'; id: string; email: string } | { kind: 'trip' | 'product'; id: string; status: string; reason: string | null } | { kind: 'contact'; id: string; status: string };
      const acked: Check[] = [];
      let failures = 0;
      let killed = false;
      let op = 0;
      const KILL_AFTER = 45;

      const writeOnce = async (n: number): Promise<void> => {
        switch (n % 5) {
          case 0: {
            const title = `Crash test ${n}`;
            const res = await api<News>(proc, 'POST', '/news/', { token, json: { title, summary: `s${n}`, content: `c${n}`, status: n % 2 ? 'draft' : 'published' } });
            if (res.status === 201) acked.push({ kind: 'news', id: res.body.data.id, title });
            return;
          }
          case 1: {
            const email = uniqueEmail('crash');
            const res = await api<User>(proc, 'POST', '/users/', { json: { email, password: newPassword(), firstName: 'Crash', lastName: `N${n}` } });
            if (res.status === 201) acked.push({ kind: 'user', id: res.body.data.id, email });
            return;
          }
          case 2:
          case 3: {
            const kind = n % 5 === 2 ? 'trip' : 'product';
            const pool = kind === 'trip' ? trips : products;
            const record = pool[Math.floor(n / 5) % pool.length];
            if (!record || Math.floor(n / 5) >= pool.length) return;
            const rejected = n % 2 === 0;
            const reason = rejected ? `Crash reason ${n}` : null;
            const path = kind === 'trip' ? `/trips/all-trips/${record.id}` : `/products/all-products/${record.id}`;
            const res = await api(proc, 'PUT', path, { token, json: rejected ? { status: 'rejected', reason } : { status: 'approved' } });
            if (res.status === 200) acked.push({ kind, id: record.id, status: rejected ? 'rejected' : 'approved', reason });
            return;
          }
          default: {
            if (n % 10 === 4 && contactPosts < 8) {
              contactPosts += 1;
              const subject = `Crash message ${n}`;
              const res = await api<ContactMessage>(proc, 'POST', '/contact/', { json: { name: 'Crash', email: 'crash@example.test', subject, message: `m${n}` } });
              if (res.status === 201) acked.push({ kind: 'message', id: res.body.data.id, subject });
              return;
            }
            const message = messages[Math.floor(n / 5) % messages.length];
            if (!message || Math.floor(n / 5) >= messages.length) return;
            const status = (['in_progress', 'resolved', 'archived'] as const)[n % 3] ?? 'resolved';
            const res = await api(proc, 'PUT', `/contact/${message.id}`, { token, json: { status } });
            if (res.status === 200) acked.push({ kind: 'contact', id: message.id, status });
          }
        }
      };

      const worker = async (): Promise<void> => {
        for (;;) {
          const n = op++;
          if (n > 2000) return;
          try {
            await writeOnce(n);
          } catch {
            failures += 1;
            if (killed) return;
          }
          if (!killed && acked.length >= KILL_AFTER) {
            killed = true;
            proc.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      const { signal } = await proc.exited;
      assert.equal(signal, 'SIGKILL');
      assert.ok(acked.length >= KILL_AFTER, `acknowledged writes: ${acked.length}`);
      assert.ok(failures > 0, 'some writes were cut off by the kill');
      assert.ok(acked.some((c) => c.kind === 'message') && acked.some((c) => c.kind === 'news') && acked.some((c) => c.kind === 'trip'), 'every kind of write was acknowledged');

      const again = await spawnServer(dataDir);
      try {
        const t = (await login(again)).token;
        for (const check of acked) {
          if (check.kind === 'news') {
            assert.equal(expectOk(await api<News>(again, 'GET', `/news/${check.id}`, { token: t })).title, check.title);
          } else if (check.kind === 'user') {
            assert.equal(expectOk(await api<User>(again, 'GET', `/users/${check.id}`, { token: t })).email, check.email);
          } else if (check.kind === 'message') {
            assert.equal(expectOk(await api<ContactMessage>(again, 'GET', `/contact/${check.id}`, { token: t })).subject, check.subject);
          } else if (check.kind === 'contact') {
            assert.equal(expectOk(await api<ContactMessage>(again, 'GET', `/contact/${check.id}`, { token: t })).status, check.status);
          } else {
            const path = check.kind === 'trip' ? `/trips/${check.id}` : `/products/${check.id}`;
            const record = expectOk(await api<Trip>(again, 'GET', path, { token: t }));
            assert.equal(record.status, check.status, `${check.kind} ${check.id}`);
            assert.equal(record.reason, check.reason);
            assert.ok(record.history.some((r) => r.status === check.status && r.reason === check.reason), 'the review is in the history');
          }
        }
        for (const path of ['/users/', '/trips/', '/products/', '/news/', '/contact/']) {
          assert.ok(Array.isArray(expectOk(await api<unknown[]>(again, 'GET', path, { token: t }))), path);
        }
        assert.equal(await stop(again, 'SIGTERM'), 0);
      } finally {
        if (again.child.exitCode === null) again.child.kill('SIGKILL');
      }
    } finally {
      removeDir(dataDir);
    }
  });

  it('refuses to start when DATABASE_URL names a database that does not answer, exits 1 and says what to fix', async () => {
    const dataDir = tempDir('diving-nodb-');
    try {
      // Port 1 on loopback: nothing listens there, so the connection is refused at once.
      const { out, exited } = launch(dataDir, 'postgres://diving:secret-word@127.0.0.1:1/diving');
      const result = await exited;
      assert.equal(result.code, 1, out.stderr);
      assert.match(out.stderr, /Diving API failed to start: Cannot use the PostgreSQL database at postgres:\/\/diving:\*\*\*@127\.0\.0\.1:1\/diving/);
      assert.match(out.stderr, /DATABASE_URL/);
      assert.ok(!out.stderr.includes('secret-word'), 'the password is not printed');
    } finally {
      removeDir(dataDir);
    }
  });

  it('refuses to start on a corrupted store file, exits non-zero with a clear message and leaves the files alone', { skip: embeddedOnly }, async () => {
    const dataDir = tempDir('diving-corrupt-');
    try {
      const seeded = await spawnServer(dataDir);
      assert.equal(await stop(seeded, 'SIGTERM'), 0);

      const storeDir = join(dataDir, 'store');
      const before = snapshot(storeDir);
      const records = [...before.keys()].filter((name) => name.includes('/') && name.endsWith('.json'));
      assert.ok(records.length > 100, 'the store holds record files');
      const victims = [records[Math.floor(records.length / 2)] ?? '', [...before.keys()].find((n) => !n.includes('/')) ?? ''];
      for (const victim of victims) {
        assert.ok(victim);
        const original = before.get(victim) ?? Buffer.alloc(0);
        const garbage = Buffer.concat([Buffer.from('{"id": "half a record'), Buffer.from([0xff, 0x00, 0xfe])]);
        writeFileSync(join(storeDir, victim), garbage);

        const { out, exited } = launch(dataDir);
        const result = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 30_000).unref())]);
        assert.ok(result, `${victim}: the process exits on its own`);
        assert.notEqual(result.code, 0, `${victim}: exit code ${String(result.code)}`);
        assert.doesNotMatch(out.stdout, /listening on/, `${victim}: it never listens`);
        assert.match(out.stderr, /store/i, `${victim}: stderr says what is wrong: ${out.stderr}`);
        assert.ok(out.stderr.includes(victim.split('/').at(-1) ?? victim), `${victim}: stderr names the file: ${out.stderr}`);
        assert.doesNotMatch(out.stderr, /^\s+at .+:\d+:\d+\)?$/m, 'a message, not a stack trace');

        const after = snapshot(storeDir);
        assert.ok(after.get(victim)?.equals(garbage), `${victim} is unchanged`);
        assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort(), 'no file added or removed');
        writeFileSync(join(storeDir, victim), original);
      }

      const healed = await spawnServer(dataDir);
      await login(healed);
      assert.equal(await stop(healed, 'SIGTERM'), 0);
    } finally {
      removeDir(dataDir);
    }
  });
});
