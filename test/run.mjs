#!/usr/bin/env node
// Runs every test file through node:test with tsx, in one run so the closing lines are node:test's
// own summary, then the slowest files and every failure again (test/summary-reporter.mjs).
// `--unit` leaves out the browser tests (test/e2e), `--e2e` runs only them; any other argument
// narrows the run to files whose path contains it. The server tests then run once more
// on PostgreSQL when it is installed (else one line says why not).
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const unitOnly = args.includes('--unit');
const e2eOnly = args.includes('--e2e');
const filters = args.filter((a) => !a.startsWith('--'));

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = walk(join(root, 'test'))
  .map((f) => relative(root, f))
  .filter((f) => {
    const e2e = f.startsWith(join('test', 'e2e'));
    if (unitOnly && e2e) return false;
    if (e2eOnly && !e2e) return false;
    return filters.length === 0 || filters.some((x) => f.includes(x));
  })
  .sort();

if (files.length === 0) {
  console.error('No test files matched.');
  process.exit(1);
}

/**
 * The run's temporary folder, TMPDIR of every process it starts: the servers' data folders, the
 * browser profiles, the app's build and the PostgreSQL cluster all live there and go with it. On
 * Linux it is in /dev/shm (memory), where the fsync after every store write costs nothing: on disk
 * the tests spent a good part of each server start waiting for it. Like /tmp, anyone may write
 * there (the cluster runs as `postgres`).
 */
function runTmpDir() {
  let base = tmpdir();
  try {
    accessSync('/dev/shm', constants.W_OK);
    base = '/dev/shm';
  } catch {
    // no memory-backed folder here: the system's temporary folder serves
  }
  const dir = mkdtempSync(join(base, 'diving-test-run-'));
  chmodSync(dir, 0o1777);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
  return dir;
}
process.env.TMPDIR = runTmpDir();
/** Where the run's clusters find the one `initdb` they copy (test/helpers/postgres.ts). */
process.env.TEST_PG_TEMPLATE = join(process.env.TMPDIR, 'pg-template');

/**
 * The server files about the HTTP layer alone (time limits, connection caps, bodies refused early, the
 * static site): no answer of theirs comes from the store, so a second run on PostgreSQL adds nothing.
 */
const STORE_FREE = new Set(['test/server/security-http.test.ts', 'test/server/lingering-close.test.ts', 'test/server/static.test.ts']);
/**
 * The server suite runs a second time on PostgreSQL (TEST_STORE=postgres, test/helpers/test-store.ts)
 * when a throwaway cluster can be started here: the files of test/server that start servers (not
 * its subfolders of unit tests and smoke checks, nor pg-*, which start their own clusters, nor the
 * files of STORE_FREE). That half's processes set TEST_STORE before they load the files (see
 * `batches`), so both halves share ONE node:test run, its two-at-a-time scheduling and its one
 * summary.
 */
const serverFiles = files.filter((f) => {
  const path = f.split('\\').join('/');
  return /^test\/server\/(?!pg-)[^/]+\.test\.ts$/.test(path) && !STORE_FREE.has(path);
});

/** Stops the run's cluster and waits until it is gone (nothing to do when none was started). */
let stopCluster = async () => undefined;

/**
 * Starts the run's one PostgreSQL cluster (test/helpers/run-cluster.ts), shared by the PostgreSQL
 * half's test processes through TEST_POSTGRES_URL. Answers `{ url }`, or `{ skip }` with the reason
 * PostgreSQL cannot be used here. The cluster goes when its stdin closes (`stopCluster`, or this
 * process's end).
 */
async function runCluster() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/run-cluster.ts'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stopCluster = async () => {
    child.stdin.destroy();
    await exited;
  };
  process.once('exit', () => child.stdin.destroy());
  let text = '';
  for await (const chunk of child.stdout) {
    text += chunk;
    if (text.includes('\n')) break;
  }
  try {
    return JSON.parse(text);
  } catch {
    return { skip: `the run's cluster did not start (${text.trim() || `exit ${child.exitCode}`})` };
  }
}

/**
 * Most files need no process of their own. Each file alone spent a second or two of CPU starting
 * its process (node, tsx, happy-dom, React, the server's modules) before its first test, which was
 * most of what the ~190 component and unit files cost. So the run puts them in a few shared
 * processes: a generated entry file per process, in the run's folder, loads its share of the files
 * each inside a `describe` named by the file's path, where the file's hooks (`before`, `after`,
 * `afterEach`) stay its own and a failure names the file. Kinds never mix: the component files
 * (those importing test/helpers/dom.ts) share with each other only, as a plain file must not run
 * with a DOM installed; the server files' PostgreSQL half sets TEST_STORE for its whole process.
 * Each component file starts on a fresh document (`freshDocument`, test/helpers/dom.ts).
 * The browser files share processes of their own (`browserProcesses`). A file that starts its own
 * cluster (pg-*), the files of STORE_FREE and a file that says `// test: own process` in its first
 * lines (it tests what a module does on its first load) keep a process each.
 */
const usesDom = (f) => /(from|import) '(\.\.\/)+helpers\/dom(\.ts)?'/.test(readFileSync(join(root, f), 'utf8'));
const posix = (f) => f.split('\\').join('/');
const ownProcess = (f) => readFileSync(join(root, f), 'utf8').slice(0, 600).includes('// test: own process');
const alone = (f) => posix(f).startsWith('test/e2e/') || /^test\/server\/pg-/.test(posix(f)) || STORE_FREE.has(posix(f)) || ownProcess(f);

/**
 * A file still running after ten minutes is hung (a page that never answers, a promise never
 * settled): its suite fails and the entry goes on with its next file. No file comes near it; an
 * entry of several files may take longer, so the whole entry's limit (`--test-timeout`) is wider.
 */
const FILE_TIMEOUT_MS = 600_000;
/**
 * The last line of every entry: a test that failed may leave what keeps a process alive (a server,
 * a timer of a promise never settled), and the entry would wait for it until its own limit. Two
 * minutes after its last file it exits, failed; an entry that ends cleanly is gone long before.
 */
const EXIT_GUARD = `setTimeout(() => { console.error('# still running two minutes after its last file: something it opened was never closed'); process.exit(1); }, 120_000).unref();`;

/**
 * The entry line that loads `file` inside a `describe` named by its path, `first` run before its
 * tests. Each file's suite ends before the entry's next line loads the next file: loaded side by
 * side, files that import the same modules can have their hooks and tests land in one another's
 * suites (the browser files did, and ran their servers and pages at once).
 */
const fileSuite = (file, first = '') => `await describe(${JSON.stringify(posix(file))}, { timeout: ${FILE_TIMEOUT_MS} }, async () => { ${first}await import(${JSON.stringify(pathToFileURL(join(root, file)).href)}); });`;

/**
 * `count` processes sharing `list` between them in turn, each `{ label, lines }`: the lines of its
 * entry file (`writeEntries`), `prelude` first.
 */
function batches(list, kind, count, prelude = '') {
  if (list.length === 0) return [];
  const processes = Math.min(count, list.length);
  return Array.from({ length: processes }, (_, n) => {
    const share = list.filter((_, i) => i % processes === n);
    const dom = kind === 'dom';
    const lines = [prelude, `import { before, describe } from 'node:test';`];
    // The DOM's afterEach (Testing Library's cleanup) is registered once, at the root, so it runs
    // after every test of every file, as when each file ran alone; each file starts on a fresh
    // document.
    if (dom) lines.push(`const { freshDocument } = await import(${JSON.stringify(pathToFileURL(join(root, 'test/helpers/dom.ts')).href)});`);
    for (const file of share) lines.push(fileSuite(file, dom ? 'before(freshDocument); ' : ''));
    return { label: `${kind}-${n + 1}`, lines };
  });
}

/** A file that keeps a process of its own, as an entry like a batch's: its tests in a `describe` named by it. */
function single(file) {
  const label = posix(file).replace(/^test\//, '').replace(/\.test\.tsx?$/, '').replace(/[^\w-]+/g, '-');
  return { label, lines: [`import { describe } from 'node:test';`, fileSuite(file)] };
}

/**
 * The browser files in `count` processes, each a Chromium the files share one after another
 * (TEST_SHARED_CHROMIUM, test/helpers/e2e.ts): the second file on starts with the first's spare
 * contexts, HTTP cache and compiled app, where a process each spent about 8 s of CPU before its first
 * test (node and its modules, a Chromium, a context, the app's first load). The files go longest
 * first to the process with the least so far, so the processes end about together.
 */
function browserProcesses(list, count) {
  const groups = Array.from({ length: Math.min(count, list.length) }, () => ({ size: 0, files: [] }));
  for (const file of bySize(list)) {
    const least = groups.reduce((a, b) => (b.size < a.size ? b : a));
    least.files.push(file);
    least.size += statSync(join(root, file)).size;
  }
  const helpers = JSON.stringify(pathToFileURL(join(root, 'test/helpers/e2e.ts')).href);
  // The Chromium closes after the last file's suite (`fileSuite` awaits each).
  return groups.map(({ files: share }, n) => ({
    label: `browser-${n + 1}`,
    lines: [
      `import { describe } from 'node:test';`,
      `process.env.TEST_SHARED_CHROMIUM = '1';`,
      ...share.map((file) => fileSuite(file)),
      `await (await import(${helpers})).closeSharedChromium();`,
    ],
  }));
}

/**
 * Writes the entry files in the order they are to start: node:test starts its files in the order of
 * their names, so each name begins with its place. A browser process keeps both cores busy by itself
 * while most other processes wait on sockets, child processes and PostgreSQL about half the time,
 * so the run pairs them: the browser processes, longest first, take turns with the other processes,
 * the shared ones (the longest) first. Run one after another, the two kinds left a core idle
 * through the first and last minutes of the run.
 */
function writeEntries(browserFiles, others) {
  const dir = mkdtempSync(join(process.env.TMPDIR, 'entries-'));
  const browser = browserProcesses(browserFiles, BROWSER_PROCESSES);
  const order = [];
  for (let i = 0; i < Math.max(browser.length, others.length); i++) {
    if (browser[i]) order.push(browser[i]);
    if (others[i]) order.push(others[i]);
  }
  return order.map(({ label, lines }, i) => {
    const entry = join(dir, `${String(i).padStart(3, '0')}-${label}.mjs`);
    writeFileSync(entry, `${[...lines, EXIT_GUARD].join('\n')}\n`);
    return entry;
  });
}

const shared = files.filter((f) => !alone(f));
const browserFiles = files.filter((f) => posix(f).startsWith('test/e2e/'));
/** `files` longest first: a file's length stands for its time. */
const bySize = (files) => [...files].sort((a, b) => statSync(join(root, b)).size - statSync(join(root, a)).size);
/** The processes other than the browser files', longest first: the batches, then the files alone by size. */
const others = [
  ...batches(serverFiles, 'server', 2),
  ...batches(shared.filter(usesDom), 'dom', 2),
  ...batches(shared.filter((f) => !usesDom(f) && !serverFiles.includes(f)), 'plain', 2),
  ...bySize(files.filter((f) => alone(f) && !browserFiles.includes(f))).map(single),
];
const env = { ...process.env, NODE_ENV: 'test' };
/** How many test processes run at once (TEST_CONCURRENCY; 2 by default). */
const CONCURRENCY = Number(process.env.TEST_CONCURRENCY ?? 2);
/** How many processes the browser files share (TEST_BROWSER_PROCESSES; 4 by default). */
const BROWSER_PROCESSES = Number(process.env.TEST_BROWSER_PROCESSES ?? 4);

// The browser files serve one production build of the sources, and the build files read it and its
// metafile: made here once for the run (test/helpers/e2e.ts and test/helpers/app-build.ts build
// their own when a file runs alone).
const readsBuild = (f) => posix(f).startsWith('test/e2e/') || /^test\/build[^/]*\.test\.ts$/.test(posix(f));
if (files.some(readsBuild)) {
  const { buildApp } = await import('../build.mjs');
  env.TEST_BUILD_DIR = join(process.env.TMPDIR, 'app');
  env.TEST_BUILD_META = join(process.env.TMPDIR, 'app-metafile.json');
  try {
    const { metafile } = await buildApp({ outdir: env.TEST_BUILD_DIR, quiet: true });
    writeFileSync(env.TEST_BUILD_META, JSON.stringify(metafile));
  } catch (error) {
    console.error(`The app does not build, so the browser and build tests cannot run: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
if (serverFiles.length > 0) {
  const cluster = await runCluster();
  if (cluster.url) {
    console.log(`# The server suite runs on the embedded store and on PostgreSQL (TEST_STORE=postgres: ${serverFiles.length} files, NNN-server-postgres-*.mjs)`);
    others.unshift(...batches(serverFiles, 'server-postgres', 2, `process.env.TEST_STORE = 'postgres';`));
    env.TEST_POSTGRES_URL = cluster.url;
  } else {
    console.log(`# PostgreSQL half skipped: ${cluster.skip}`);
  }
}

const child = spawn(
  process.execPath,
  // An entry still running after 45 minutes is hung beyond what FILE_TIMEOUT_MS and EXIT_GUARD
  // catch: it fails and the run ends, rather than waiting forever.
  [
    '--import', 'tsx', '--test', `--test-concurrency=${CONCURRENCY}`, '--test-timeout=2700000',
    // node:test's spec report, then test/summary-reporter.mjs: the slowest files and the failures again.
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${pathToFileURL(join(root, 'test/summary-reporter.mjs')).href}`, '--test-reporter-destination=stdout',
    ...writeEntries(browserFiles, others),
  ],
  { cwd: root, stdio: 'inherit', env },
);
// Stopped from outside, the run stops its tests; either way the cluster is stopped before the run's
// folder, which holds it, is removed at exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  await stopCluster();
  process.exit(signal ? 1 : (code ?? 1));
});
