// The JS each declared screen loads (bench/route-js.ts: the first paint's files, the frame's and the
// section's layouts, the page's module, the icon set, and for signed-in screens the session and the
// toasts), gzip -9, stays within the per-route budget. The /login budget is test/build.test.ts's.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../build.mjs';
import { ROUTE_BUDGET_GZIP_BYTES, routeFiles, routeJsTable, type RouteJs } from '../bench/route-js';
import { SCREENS } from '../src/app/screens';

const root = fileURLToPath(new URL('..', import.meta.url));
let outdir = '';
let metafile: Metafile;
let table: RouteJs[] = [];

before(async () => {
  outdir = await mkdtemp(join(tmpdir(), 'diving-build-routes-'));
  ({ metafile } = (await buildApp({ outdir, quiet: true })) as { metafile: Metafile });
  table = await routeJsTable(metafile, root);
});

after(() => rm(outdir, { recursive: true, force: true }));

test('every declared screen is measured, each with its own page module', () => {
  assert.equal(table.length, SCREENS.length);
  const entry = Object.keys(metafile.outputs).find((f) => metafile.outputs[f]?.entryPoint === 'src/main.tsx') ?? '';
  for (const row of table) assert.ok(row.files.includes(entry), `${row.path} loads the entry`);
  const users = SCREENS.find((s) => s.path === '/management/users');
  assert.ok(users, 'the users list is declared');
  const files = routeFiles(metafile, users).map((f) => metafile.outputs[f]?.entryPoint ?? '');
  for (const module of ['src/features/users/pages/users-list.tsx', 'src/app/layouts/app-shell.tsx', 'src/ui/icon-shapes.ts', 'src/lib/auth/session.ts']) {
    assert.ok(files.includes(module), `/management/users loads ${module}`);
  }
  assert.equal(files.includes('src/features/news/pages/news-editor.tsx'), false, 'and not another screen\'s page');
});

/**
 * Routes over the budget when it was set (2026-11-25: 29 of 34, `npm run bench` "JS per route"),
 * each held to what it loaded then plus 1 KiB: they may shrink, not grow. Take a route out once it
 * is under the budget (the todo test below names them); a route not listed is held to the budget.
 */
const OVER_BUDGET_CEILINGS_KIB: Readonly<Record<string, number>> = {
  '/management/users': 117, '/management/users/new': 116, '/management/users/:id': 120,
  '/dive-master/all': 124, '/dive-master/pending': 124, '/dive-master/approved': 124, '/dive-master/rejected': 124,
  '/dive-master/details/:id': 121,
  '/trips/all': 124, '/trips/pending': 124, '/trips/approved': 124, '/trips/rejected': 124, '/trips/details/:id': 120,
  '/products/all': 124, '/products/pending': 124, '/products/approved': 124, '/products/rejected': 124,
  '/products/view/:id': 120,
  '/news/all': 115, '/news/new': 123, '/news/edit/:id': 123,
  '/legal/terms-and-conditions': 121, '/legal/privacy-policy': 121, '/legal/about-us': 121, '/legal/contact-us': 117,
  '/contact/all': 115, '/contact/messages/:id': 112,
  '/settings/general': 114, '/settings/security': 112,
};

const limitOf = (path: string) => Math.max(ROUTE_BUDGET_GZIP_BYTES, (OVER_BUDGET_CEILINGS_KIB[path] ?? 0) * 1024);

test(`no screen loads more than ${ROUTE_BUDGET_GZIP_BYTES / 1024} KiB of JS (gzip -9), or than its recorded ceiling`, () => {
  const over = table.filter((r) => r.gzipBytes > limitOf(r.path));
  const lines = over.map((r) => `${r.path}: ${r.gzipBytes} B, ${r.gzipBytes - limitOf(r.path)} B over ${limitOf(r.path)} B`);
  assert.deepEqual(lines, [], `over the budget:\n${lines.join('\n')}`);
  assert.ok(table.every((r) => r.gzipBytes > 50 * 1024), 'each screen counts at least React and the first chunk');
  const stale = Object.keys(OVER_BUDGET_CEILINGS_KIB).filter((path) => !table.some((r) => r.path === path));
  assert.deepEqual(stale, [], 'every ceiling names a declared screen');
});

test(`every screen within ${ROUTE_BUDGET_GZIP_BYTES / 1024} KiB`, { todo: 'the routes with a ceiling above are over the budget' }, () => {
  const over = table.filter((r) => r.gzipBytes > ROUTE_BUDGET_GZIP_BYTES).map((r) => `${r.path}: ${r.gzipBytes} B`);
  assert.deepEqual(over, []);
});
