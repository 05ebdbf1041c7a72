// The JS each declared screen loads (bench/route-js.ts), gzip -9, stays under one generous ceiling
// that catches an accidental heavy import; `npm run bench` prints the figures. The /login budget is
// test/build.test.ts's.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { productionBuild } from './helpers/app-build';
import { routeFiles, routeJsTable, type RouteJs } from '../bench/route-js';
import { SCREENS } from '../src/app/screens';

/** The most JS gzip -9 a screen may load: well above every screen, far below a second React. */
const SCREEN_CEILING_GZIP_BYTES = 160 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
let metafile: Metafile;
let table: RouteJs[] = [];

before(async () => {
  ({ metafile } = await productionBuild());
  table = await routeJsTable(metafile, root);
});

test('every declared screen is measured, each with its own page module', () => {
  assert.equal(table.length, SCREENS.length);
  const entry = Object.keys(metafile.outputs).find((f) => metafile.outputs[f]?.entryPoint === 'src/main.tsx') ?? '';
  for (const row of table) assert.ok(row.files.includes(entry), `${row.path} loads the entry`);
  const users = SCREENS.find((s) => s.path === '/management/users');
  assert.ok(users, 'the users list is declared');
  const inputs = new Set(routeFiles(metafile, users).flatMap((f) => Object.keys(metafile.outputs[f]?.inputs ?? {})));
  for (const module of ['src/features/users/pages/users-list.tsx', 'src/app/layouts/signed-in.tsx', 'src/app/layouts/app-shell.tsx']) {
    assert.ok(inputs.has(module), `/management/users loads ${module}`);
  }
  assert.equal(inputs.has('src/features/news/pages/news-editor.tsx'), false, 'and not another screen\'s page');
});

test(`no screen loads more than ${SCREEN_CEILING_GZIP_BYTES / 1024} KiB of JS (gzip -9)`, () => {
  const over = table.filter((r) => r.gzipBytes > SCREEN_CEILING_GZIP_BYTES).map((r) => `${r.path}: ${r.gzipBytes} B`);
  assert.deepEqual(over, [], `over the ceiling:\n${over.join('\n')}`);
  assert.ok(table.every((r) => r.gzipBytes > 50 * 1024), 'each screen counts at least React and the first chunk');
});
