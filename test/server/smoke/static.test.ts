import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { RunningServer } from '../../../server/app';
import { start, tempDir } from '../../helpers/server-smoke';

/** A raw GET, so paths reach the server exactly as written (fetch would normalise them). */
function rawGet(server: RunningServer, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('serves the SPA, its hashed assets and client routes, and nothing outside dist', async () => {
  const data = tempDir('diving-smoke-data-');
  const site = tempDir('diving-smoke-site-');
  const dist = join(site.path, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Diving</title>${' '.repeat(2000)}`);
  writeFileSync(join(dist, 'assets', 'main-ABCD1234.js'), 'console.log("hi");');
  writeFileSync(join(site.path, 'secret.txt'), 'TOP-SECRET');
  const server = await start(data.path, { staticDir: dist });
  try {
    const index = await rawGet(server, '/');
    assert.equal(index.status, 200);
    assert.equal(index.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(index.headers['cache-control'], 'no-cache');
    assert.match(String(index.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(index.headers['x-content-type-options'], 'nosniff');

    const asset = await rawGet(server, '/assets/main-ABCD1234.js');
    assert.equal(asset.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');

    const route = await rawGet(server, '/users/42?tab=x', { 'accept-encoding': 'gzip' });
    assert.equal(route.status, 200);
    assert.equal(route.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(route.body).toString(), /<title>Diving<\/title>/);

    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%00/secret.txt']) {
      const res = await rawGet(server, path);
      assert.ok(!res.body.toString().includes('TOP-SECRET'), path);
    }
    const api404 = await rawGet(server, '/api/v1/no-such-thing');
    assert.equal(api404.status, 404);
    assert.equal(JSON.parse(api404.body.toString()).code, 'NOT_FOUND');
  } finally {
    await server.close();
    data.remove();
    site.remove();
  }
});
