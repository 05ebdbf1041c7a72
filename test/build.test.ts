// The production build's shape: what index.html loads, what /login's JS holds (and does not), the
// /login budget, and the barrel rewrite and boot chunk of build.mjs.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { COMPILE_HINT, firstPaintFiles } from '../build.mjs';
import { productionBuild } from './helpers/app-build';

/**
 * A ceiling on the JS a visitor of /login loads before the first paint (entry + its static
 * imports), gzip -9: a guard against an accidental heavy import, well above today's figure, which
 * `npm run bench` reports (docs/performance.md). The paint, not the bytes, is the target.
 */
const LOGIN_GUARD_GZIP_BYTES = 100 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
let outdir = '';
let metafile: Metafile;
let html = '';
/** Output paths (relative to the repo, as in the metafile) of the entry and its static imports. */
let initial: string[] = [];
let bootInputs = new Set<string>();
let initialGzip = 0;

before(async () => {
  ({ outdir, metafile } = await productionBuild());
  html = await readFile(join(outdir, 'index.html'), 'utf8');
  initial = firstPaintFiles(metafile) as string[];
  bootInputs = new Set(initial.flatMap((f) => Object.keys(metafile.outputs[f]?.inputs ?? {})));
  for (const file of initial) initialGzip += gzipSync(await readFile(join(root, file)), { level: 9 }).length;
});

const asset = (file: string) => '/' + relative(outdir, join(root, file)).split('\\').join('/');

test('index.html loads the entry, preloads its one chunk and runs no inline script', () => {
  assert.equal(initial.length, 2, `the first paint's code is the entry and one chunk: ${initial.join(', ')}`);
  const [entry, chunk] = initial as [string, string];
  assert.ok(html.includes(`<script type="module" src="${asset(entry)}"></script>`));
  assert.deepEqual([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]), [asset(chunk)]);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    assert.match(tag, /\bsrc="|type="application\/json"/, `${tag} would be blocked by the CSP`);
  }
});

test('English is inline as JSON data that cannot close its element', async () => {
  const block = /<script type="application\/json" id="locale-en">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(block, 'the English data block is there');
  const text = block[1] ?? '';
  assert.equal(text.includes('<'), false);
  assert.deepEqual(JSON.parse(text), JSON.parse(await readFile(join(root, 'locales', 'en.json'), 'utf8')));
  assert.equal(html.includes('rel="preload"'), false, 'no preload of a locale the page already has');
});

test('the first chunk holds the sign-in screen with the router, and none of the http, cache or toast code', () => {
  // One router from the first render: the route table, matcher, history and error screens come first.
  const needed = [
    'src/features/auth/pages/login.tsx', 'src/app/layouts/auth-layout.tsx', 'src/app/routes.tsx',
    'src/lib/router/match.ts', 'src/lib/router/provider.tsx', 'node_modules/history/index.js',
    'src/app/screens/error-screen.tsx',
  ];
  for (const file of needed) assert.ok(bootInputs.has(file), `${file} is in the first chunk`);
  const notNeeded = [
    'src/lib/router/blocker.ts', 'src/lib/http/client.ts', 'src/lib/auth/session.ts', 'src/lib/auth/token.ts',
    'src/lib/feedback/toast-store.ts', 'src/lib/feedback/toaster.tsx', 'src/lib/query/cache.ts', 'src/ui/dialog.tsx',
    'src/ui/icon-paths.ts', 'src/app/layouts/app-shell.tsx',
    // The second step of a sign-in with two-factor loads only when a challenge arrives.
    'src/features/auth/components/two-factor-step.tsx',
  ];
  for (const file of notNeeded) assert.equal(bootInputs.has(file), false, `${file} stays out of the first chunk`);
});

test('imports through barrels reach the defining files, not the barrels', () => {
  // Without the barrel rewrite these barrels are in the first chunk, with all they re-export.
  for (const barrel of ['src/ui/index.ts', 'src/lib/router/index.ts', 'src/lib/auth/index.ts']) {
    assert.equal(bootInputs.has(barrel), false, `${barrel} is not bundled into the first paint's JS`);
  }
});

test(`the JS of the first paint stays under the /login guard (${LOGIN_GUARD_GZIP_BYTES / 1024} KiB gzip)`, () => {
  assert.ok(initialGzip > 0, 'the first paint loads some JS');
  assert.ok(
    initialGzip <= LOGIN_GUARD_GZIP_BYTES,
    `initial JS is ${initialGzip} B gzip, ${initialGzip - LOGIN_GUARD_GZIP_BYTES} B over the ${LOGIN_GUARD_GZIP_BYTES} B guard`,
  );
});

test('every chunk starts with the compile hint', async () => {
  const js = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  assert.ok(js.length > 10);
  for (const file of js) assert.ok((await readFile(join(root, file), 'utf8')).startsWith(`${COMPILE_HINT}\n`), `${file} starts with it`);
});
