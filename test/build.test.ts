// The production build's shape: what index.html loads, what the first chunk holds (and does not),
// the /login budget, and the build-time passes of build.mjs (barrel imports, boot kit, compile hint).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp, COMPILE_HINT, COMPILE_HINT_MIN_BYTES, sizeReport } from '../build.mjs';

/** The JS a visitor of /login loads before the first paint (entry + its static imports), gzip -9. */
const LOGIN_BUDGET_GZIP_BYTES = 86 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
let outdir = '';
let metafile: Metafile;
let html = '';
/** Output paths (relative to the repo, as in the metafile) of the entry and its static imports. */
let initial: string[] = [];
let bootInputs = new Set<string>();
let initialGzip = 0;

before(async () => {
  outdir = await mkdtemp(join(tmpdir(), 'diving-build-'));
  ({ metafile } = (await buildApp({ outdir, quiet: true })) as { metafile: Metafile });
  html = await readFile(join(outdir, 'index.html'), 'utf8');
  const { outputs } = metafile;
  const entry = Object.keys(outputs).find((f) => outputs[f]?.entryPoint === 'src/main.tsx') ?? '';
  initial = [entry, ...(outputs[entry]?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path)];
  bootInputs = new Set(initial.flatMap((f) => Object.keys(outputs[f]?.inputs ?? {})));
  ({ initialGz: initialGzip } = (await sizeReport(metafile, entry)) as { initialGz: number });
});

after(() => rm(outdir, { recursive: true, force: true }));

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
  ];
  for (const file of notNeeded) assert.equal(bootInputs.has(file), false, `${file} stays out of the first chunk`);
});

test(`the JS of the first paint stays within the /login budget (${LOGIN_BUDGET_GZIP_BYTES / 1024} KiB gzip)`, () => {
  assert.ok(initialGzip > 0, 'the first paint loads some JS');
  assert.ok(
    initialGzip <= LOGIN_BUDGET_GZIP_BYTES,
    `initial JS is ${initialGzip} B gzip, ${initialGzip - LOGIN_BUDGET_GZIP_BYTES} B over the ${LOGIN_BUDGET_GZIP_BYTES} B budget`,
  );
});

test('the chunks big enough to gain from it carry the compile hint, the small ones do not', async () => {
  const js = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  assert.ok(js.length > 10);
  let hinted = 0;
  for (const file of js) {
    const code = await readFile(join(root, file), 'utf8');
    const big = (metafile.outputs[file]?.bytes ?? 0) >= COMPILE_HINT_MIN_BYTES;
    assert.equal(code.startsWith(`${COMPILE_HINT}\n`), big, `${file} (${code.length} B) ${big ? 'starts' : 'does not start'} with the compile hint`);
    if (big) hinted += 1;
  }
  const firstChunk = initial.find((f) => (metafile.outputs[f]?.bytes ?? 0) > 100_000) ?? '';
  assert.ok((await readFile(join(root, firstChunk), 'utf8')).startsWith(`${COMPILE_HINT}\n`), 'the first paint\'s chunk has it');
  assert.ok(hinted >= 2, 'the first chunk and the shell\'s chunk have it');
});

test('our code calls React through plain bindings, not through a CommonJS interop object', async () => {
  // `(0,e.jsx)(` and `(0,e.useState)(` are what esbuild writes for a name read from React's CommonJS.
  const js = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  for (const file of js) {
    const code = await readFile(join(root, file), 'utf8');
    assert.doesNotMatch(code, /\(0,[\w$]+\.(jsxs?|use[A-Z]\w*|memo|createContext)\)\(/, `${file} calls React through the interop object`);
  }
  const bindings = Object.keys(metafile.inputs).filter((f) => f.startsWith('build/'));
  assert.deepEqual(bindings.sort(), ['build/jsx-runtime-esm.js', 'build/react-esm.js']);
});

test('imports through barrels reach the defining files, not the barrels', () => {
  // Without the barrel pass these barrels are in the first chunk, and with them what they re-export
  // that the sign-in page never runs (the http client, the toast store: measured ~4 KiB gzip).
  for (const barrel of ['src/ui/index.ts', 'src/lib/router/index.ts', 'src/lib/feedback/index.ts', 'src/lib/auth/index.ts']) {
    assert.equal(bootInputs.has(barrel), false, `${barrel} is not bundled into the first chunk`);
  }
});
