import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../../server/app';
import { ADMIN, api, login, start, tempDir } from '../../helpers/server-smoke';

test('logs the seeded admin in and lists users without secrets', async () => {
  const dir = tempDir('diving-smoke-');
  const server = await start(dir.path);
  try {
    const res = await api(server, 'POST', '/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
    const data = res.body.data as { accessToken: string; user: { email: string; role: string } };
    assert.equal(data.user.email, ADMIN.email);
    assert.equal(data.user.role, 'admin');
    const claims = JSON.parse(Buffer.from(data.accessToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    assert.equal(claims.email, ADMIN.email);
    assert.equal((claims.exp as number) - (claims.iat as number), 900);

    const list = await api(server, 'GET', '/users/', { token: data.accessToken });
    assert.equal(list.status, 200);
    const users = list.body.data as Record<string, unknown>[];
    assert.equal(users.length, 1);
    assert.ok(!('passwordHash' in (users[0] ?? {})));
    assert.equal((await api(server, 'GET', '/users/')).status, 401);
  } finally {
    await server.close();
    dir.remove();
  }
});

test('refuses a wrong password with INVALID_CREDENTIALS and rate-limits after five', async () => {
  const dir = tempDir('diving-smoke-');
  const server = await start(dir.path);
  try {
    for (let i = 0; i < 5; i++) {
      const res = await api(server, 'POST', '/auth/login', { body: { email: ADMIN.email, password: 'wrong-password' } });
      assert.equal(res.body.code, 'INVALID_CREDENTIALS');
    }
    const blocked = await api(server, 'POST', '/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
  } finally {
    await server.close();
    dir.remove();
  }
});

test('keeps a created user across a restart', async () => {
  const dir = tempDir('diving-smoke-');
  const first = await start(dir.path);
  let id = '';
  try {
    const res = await api(first, 'POST', '/users/', {
      body: { email: 'ann@example.com', password: 'long-enough', firstName: '  Ann ', lastName: 'Diver', extra: 1 },
    });
    assert.equal(res.status, 201);
    const user = res.body.data as { id: string; firstName: string; role: string };
    assert.equal(user.firstName, 'Ann');
    assert.equal(user.role, 'diver');
    id = user.id;
  } finally {
    await first.close();
  }
  const second = await start(dir.path);
  try {
    const token = await login(second, 'ann@example.com', 'long-enough');
    const res = await api(second, 'GET', `/users/${id}`, { token });
    assert.equal(res.status, 200);
    assert.equal((res.body.data as { email: string }).email, 'ann@example.com');
  } finally {
    await second.close();
    dir.remove();
  }
});

test('refuses to start on an unreadable store and leaves it untouched', async () => {
  const dir = tempDir('diving-smoke-');
  const server = await start(dir.path);
  await server.close();
  const meta = join(dir.path, 'store', 'meta.json');
  writeFileSync(meta, '{ torn');
  try {
    await assert.rejects(startServer({ port: 0, dataDir: dir.path, log: false, staticDir: null }), /store/i);
    const { readFileSync } = await import('node:fs');
    assert.equal(readFileSync(meta, 'utf8'), '{ torn');
  } finally {
    dir.remove();
  }
});
