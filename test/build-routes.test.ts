// The JS each declared screen loads (bench/route-js.ts: the first paint's files, the frame's and the
// section's layouts, the page's module, for signed-in screens the session and the toaster, and the
// on-demand parts a first view draws), gzip -9, stays within the per-route budget. The /login
// budget is test/build.test.ts's.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../build.mjs';
// @ts-expect-error build-chunks.mjs is plain JavaScript without type declarations
import { ROUTE_BUDGET_GZIP_BYTES as PLANNED_BUDGET, readScreens } from '../build-chunks.mjs';
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
  for (const module of ['src/features/users/pages/users-list.tsx', 'src/app/layouts/app-shell.tsx', 'src/lib/auth/session.ts']) {
    assert.ok(files.includes(module), `/management/users loads ${module}`);
  }
  assert.equal(files.includes('src/features/news/pages/news-editor.tsx'), false, 'and not another screen\'s page');
});

/** The source files a screen's JS holds. */
function inputsOf(path: string): Set<string> {
  const screen = SCREENS.find((s) => s.path === path);
  assert.ok(screen, `${path} is declared`);
  return new Set(routeFiles(metafile, screen).flatMap((f) => Object.keys(metafile.outputs[f]?.inputs ?? {})));
}

test('a screen loads the shell\'s icons and its own, never the whole set', () => {
  for (const screen of SCREENS) assert.equal(inputsOf(screen.path).has('src/ui/icon-shapes.ts'), false, `${screen.path} does not load the whole set`);
  const users = inputsOf('/management/users');
  for (const module of ['src/ui/icon-shell.ts', 'src/ui/icon-accounts.ts']) assert.ok(users.has(module), `/management/users loads ${module}`);
  assert.equal(users.has('src/ui/icon-drop.ts'), false, 'and not the drop zone\'s icons');
  assert.equal(inputsOf('/trips/pending').has('src/ui/icon-accounts.ts'), false, 'a queue does not load the users\' icons');
});

test('what a screen needs only on use is in the build but not in its JS', () => {
  const built = new Set(Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs)));
  // The whole-array paging of a spec backend (lib/list/endpoint.ts loads it then).
  const server = ['src/contract/list-apply.ts'];
  // The queue's bulk bar, report and runner (queue-bulk.tsx loads them with the first selection).
  const bulk = ['src/ui/bulk-bar.tsx', 'src/ui/bulk-report.tsx', 'src/lib/list/run-bulk.ts', 'src/features/reviews/components/queue-bulk-run.ts'];
  for (const module of [...server, ...bulk]) assert.ok(built.has(module), `${module} is built`);
  for (const path of ['/trips/pending', '/dive-master/all', '/management/users', '/news/all', '/contact/all']) {
    const loaded = inputsOf(path);
    for (const module of path.startsWith('/trips') || path.startsWith('/dive-master') ? [...server, ...bulk] : server) {
      assert.equal(loaded.has(module), false, `${path} does not load ${module}`);
    }
  }
  assert.ok(inputsOf('/trips/pending').has('src/features/reviews/components/queue-bulk.tsx'), 'the queue loads the on-demand wrapper');
});

test('the forms\' dialogs and conflict banner, the sideblock and drawer navigation and the sign-in request load on use', () => {
  const built = new Set(Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs)));
  const onUse = [
    'src/ui/confirm-dialog.tsx', 'src/ui/dialog.tsx', 'src/ui/conflict-banner.tsx', 'src/app/layouts/sidebar-full.tsx', 'src/lib/auth/sign-in.ts',
    'src/ui/form-alert-view.tsx',
  ];
  for (const module of onUse) assert.ok(built.has(module), `${module} is built`);
  for (const path of ['/management/users/new', '/news/new', '/legal/terms-and-conditions', '/legal/contact-us', '/settings/general']) {
    for (const module of onUse) assert.equal(inputsOf(path).has(module), false, `${path} does not load ${module}`);
  }
  for (const screen of SCREENS) {
    const loaded = inputsOf(screen.path);
    assert.equal(loaded.has('src/app/layouts/sidebar-full.tsx'), false, `${screen.path}: the default layout draws no full navigation`);
    assert.equal(loaded.has('src/lib/auth/sign-in.ts'), false, `${screen.path}: a stored session does not sign in`);
  }
  // A user's page and a review's open their Dialog on use too: the block confirmation, the gallery's
  // large view and a decision's conflict notice.
  for (const path of ['/management/users/:id', '/dive-master/details/:id', '/trips/details/:id', '/products/view/:id']) {
    const loaded = inputsOf(path);
    for (const module of ['src/ui/dialog.tsx', 'src/ui/conflict-banner.tsx', 'src/ui/gallery-dialog.tsx', 'src/features/reviews/components/conflict-notice.tsx']) {
      assert.equal(loaded.has(module), false, `${path} does not load ${module}`);
    }
  }
});

test('the toasts\' store and view load with the first toast, the Markdown preview with a text to preview', () => {
  const toasts = ['src/lib/feedback/toast-store.ts', 'src/lib/feedback/toast-live.ts', 'src/lib/feedback/toast-view.tsx', 'src/lib/feedback/toast-stack.tsx'];
  for (const screen of SCREENS) {
    const loaded = inputsOf(screen.path);
    for (const module of toasts) assert.equal(loaded.has(module), false, `${screen.path} does not load ${module}`);
  }
  assert.ok(inputsOf('/dashboards/home').has('src/lib/feedback/toaster.tsx'), 'a signed-in screen has the toaster\'s live regions');
  const preview = ['src/ui/markdown.tsx', 'src/lib/markdown/blocks.ts', 'src/lib/markdown/inline.ts'];
  for (const module of preview) {
    assert.equal(inputsOf('/news/new').has(module), false, `a new article (empty) does not load ${module}`);
    // A loaded text is previewed at once: bench/route-js.ts counts the renderer for those screens.
    for (const path of ['/news/edit/:id', '/legal/about-us']) assert.ok(inputsOf(path).has(module), `${path} counts ${module}`);
  }
  assert.ok(inputsOf('/news/new').has('src/ui/markdown-editor.tsx'), 'a new article has the editor');
});

test('the chunk plan reads each screen as loading what route-js.ts counts, in few files', async () => {
  assert.equal(PLANNED_BUDGET, ROUTE_BUDGET_GZIP_BYTES, 'the plan aims at the budget checked here');
  const planned = (await readScreens(root)) as { path: string; modules: string[] }[];
  const lazy = SCREENS.filter((s) => s.load);
  assert.deepEqual(planned.map((s) => s.path), lazy.map((s) => s.path));
  for (const screen of lazy) {
    const loaded = routeFiles(metafile, screen)
      .map((f) => metafile.outputs[f]?.entryPoint)
      .filter((e): e is string => e !== undefined && e !== 'src/main.tsx')
      .map((e) => e.replace(/(\/index)?\.tsx?$/, ''))
      .sort();
    const modules = [...(planned.find((s) => s.path === screen.path)?.modules ?? [])].sort();
    assert.deepEqual(loaded, modules, `${screen.path}: the entry modules it loads`);
  }
  // Before the plan a screen loaded up to 35 files (each chunk compressed alone, 2026-11-25); one
  // chunk per group keeps every screen to about half of that (20 at most that day).
  const most = Math.max(...table.map((r) => r.files.length));
  assert.ok(most <= 24, `a screen loads ${most} JS files`);
});

test(`no screen loads more than ${ROUTE_BUDGET_GZIP_BYTES / 1024} KiB of JS (gzip -9)`, () => {
  const over = table.filter((r) => r.gzipBytes > ROUTE_BUDGET_GZIP_BYTES);
  const lines = over.map((r) => `${r.path}: ${r.gzipBytes} B, ${r.gzipBytes - ROUTE_BUDGET_GZIP_BYTES} B over`);
  assert.deepEqual(lines, [], `over the budget:\n${lines.join('\n')}`);
  assert.ok(table.every((r) => r.gzipBytes > 50 * 1024), 'each screen counts at least React and the first chunk');
});
